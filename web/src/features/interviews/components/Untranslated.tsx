import { Badge } from '@mantine/core';

/** Marks a text students read that has no Spanish: students reading Spanish see the English (issue 26). */
export function Untranslated() {
  return (
    <Badge
      size="xs"
      color="orange"
      variant="light"
      title="No Spanish yet: students who read Spanish see the English"
    >
      Untranslated
    </Badge>
  );
}
