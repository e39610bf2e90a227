import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { chunkFailureMessage, failedChunkName } from '../chunkLoad';
import { OopsFallback } from './OopsFallback';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The chunk whose download failed, when that is why the route failed. */
  chunk: string | null;
  pathname: string;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, chunk: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, chunk: failedChunkName(error, 'route') };
  }

  // Another address renders afresh, as the router's own error elements did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { failed: false, chunk: null, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.chunk ? <ReloadPrompt chunk={this.state.chunk} /> : <OopsFallback />;
  }
}

/** A newer deployment replaced the app's files: only a reload fetches the screens that exist now. */
function ReloadPrompt({ chunk }: { chunk: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} size="h2">
          {chunkFailureMessage(chunk)}
        </Title>
        <Text>
          <Trans>A new version of the portal was published. Reload the page to continue.</Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * Wraps a route's element: a screen that throws while rendering leaves the 'Oops!' screen in the element's
 * place; one whose chunk fails to load leaves 'Loading chunk N failed' with a Reload button. The app's router is the declarative one (its data router costs
 * ~16 KB gzip in the first download, bundle budget issue 13), which has no errorElement.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
