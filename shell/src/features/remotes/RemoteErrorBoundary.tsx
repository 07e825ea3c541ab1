import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children after they threw `error`; `reset` renders them again. */
  fallback: (reset: () => void, error: unknown) => ReactNode;
  /** Told of each error caught (the remote's release counts it). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Catches a remote screen that fails to render or whose lazy chunk fails to load, so the failure
 * stays inside the content area.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A remote screen failed', error);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return this.props.fallback(() => this.setState({ failed: false, error: null }), this.state.error);
    return this.props.children;
  }
}
