import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { OopsFallback } from './OopsFallback';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Another address renders afresh, as the router's own error elements did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <OopsFallback /> : this.props.children;
  }
}

/**
 * Wraps a route's element: a screen that throws while rendering (or whose chunk fails to load) leaves the
 * 'Oops!' screen in the element's place. The app's router is the declarative one (its data router costs
 * ~16 KB gzip in the first download, bundle budget issue 13), which has no errorElement.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
