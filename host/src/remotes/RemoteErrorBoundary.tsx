import { forgetFailedPages } from '@waste/shared';
import { Component, type ReactNode } from 'react';
import { RemoteErrorScreen } from './RemoteErrorScreen';

interface Props {
  /** Changing it (another page, another role) clears a previous failure. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote page that throws while rendering (or fails to fetch a lazy chunk). */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  private retry = () => {
    forgetFailedPages();
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? <RemoteErrorScreen onRetry={this.retry} /> : this.props.children;
  }
}
