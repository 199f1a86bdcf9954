import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';
import { errorMessage } from './error-message';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** Last line of defence for failures the router's own error element cannot see. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled rendering error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorPage message={errorMessage(this.state.error)} />;
    return this.props.children;
  }
}
