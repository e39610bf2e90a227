import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/**
 * The root path, /404 and any unknown address land here. On its own it is the page's <main>; a screen inside a
 * layout (which has its main already) passes `inLayout`.
 */
export function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  return (
    <Container
      size="sm"
      py={80}
      component={inLayout ? 'section' : 'main'}
      id={inLayout ? undefined : 'main-content'}
    >
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>
          <Trans>Page not found</Trans>
        </Title>
        <Text>
          <Trans>The page you asked for does not exist or has moved.</Trans>
        </Text>
        <Anchor component={Link} to="/login">
          <Trans>Go to sign in</Trans>
        </Anchor>
      </Stack>
    </Container>
  );
}
