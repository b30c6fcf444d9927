import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children after they threw; `reset` renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Changing it renders the children again after an error. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Keeps a widget's rendering error inside its frame: the rest of the dashboard goes on. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: undefined };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Visible in the browser console for the people who build dashboards; the frame shows the rest.
    console.warn(`Widget renderer failed: ${error.message}`, info.componentStack);
  }

  private readonly reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
