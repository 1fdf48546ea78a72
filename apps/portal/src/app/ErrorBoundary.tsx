import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../messages';
import * as styles from './app.css';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Reports the failure (the portal logs it to the server). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Spec 000 section 8: a render failure shows 'Something went wrong.' instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" className={styles.failure}>
          {messages.somethingWentWrong}
        </div>
      );
    }
    return this.props.children;
  }
}
