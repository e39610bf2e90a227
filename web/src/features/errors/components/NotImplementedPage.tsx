import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** /notImplemented and /PageNotImplemented (SPEC §2): the spec's not-implemented screen, with a way back home. */
export function NotImplementedPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Not implemented</Title>
      <Text>This page is not implemented in the portal.</Text>
      <Anchor component={Link} to="/welcome">
        Back to Home
      </Anchor>
    </Stack>
  );
}
