import { Component, type ErrorInfo, type ReactNode } from 'react';
import { OopsFallback } from './OopsFallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A custom replacement for the 'Oops!' screen. */
  fallback?: ReactNode;
}

/** Catches render errors outside the router (providers, layouts) and shows the 'Oops!' screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return this.props.fallback ?? <OopsFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
