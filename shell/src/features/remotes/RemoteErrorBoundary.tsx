import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children after they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a remote screen that fails to render or whose lazy chunk fails to load, so the failure
 * stays inside the content area.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A remote screen failed', error);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
