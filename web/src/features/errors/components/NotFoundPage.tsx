import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The root path, /404 and any unknown address land here. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for does not exist or has moved.</Text>
        <Anchor component={Link} to="/login">
          Go to sign in
        </Anchor>
      </Stack>
    </Container>
  );
}
