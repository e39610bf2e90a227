import { Anchor } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// Mantine's Modal (focus trap, scroll lock, floating UI) is a chunk of its own, fetched as the footer mounts, so
// the student landing page renders without waiting for it (bundle budget, issue 13).
const AccessibilityStatementDialog = lazy(() =>
  import('./AccessibilityStatementDialog').then((m) => ({ default: m.AccessibilityStatementDialog })),
);

/** Footer link opening the accessibility statement (WCAG 2.0 AA, answers within 60 days). */
export function AccessibilityStatement() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        <Trans>Accessibility</Trans>
      </Anchor>
      <Suspense fallback={null}>
        <AccessibilityStatementDialog opened={opened} onClose={close} />
      </Suspense>
    </>
  );
}
