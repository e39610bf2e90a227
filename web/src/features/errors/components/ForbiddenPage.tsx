import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A screen the role may not use (the services and gateway refuse it too; this only says so). */
export function ForbiddenPage() {
  return (
    <Stack gap="md">
      <Title order={1}>403 – Not allowed</Title>
      <Text>Your role does not have permission to use this page.</Text>
      <Anchor component={Link} to="/welcome">
        Back to Home
      </Anchor>
    </Stack>
  );
}
