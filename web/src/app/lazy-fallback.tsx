import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { Component, type ReactNode, useEffect, useState } from 'react';
// application.md §9: spinner threshold 2000 ms, lazy-page hint after 10000 ms.
import { LAZY_PAGE_RELOAD_HINT_MS, SPINNER_DELAY_MS } from '../../../schemas/constants';
import { de } from '../i18n/de';

const useElapsed = (ms: number): boolean => {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
};

const reload = () => window.location.reload();

/** Shown while a lazy page loads: a spinner, after 10 s a hint to reload (application.md §2). */
export const LazyFallback = () => {
  const showSpinner = useElapsed(SPINNER_DELAY_MS);
  const showHint = useElapsed(LAZY_PAGE_RELOAD_HINT_MS);
  if (!showSpinner) return null;
  return (
    <Box textAlign="center" padding="xxl" data-testid="page-loading">
      <SpaceBetween size="m">
        <Spinner size="large" />
        <Box>{de.shell.pageLoading}</Box>
        {showHint && (
          <SpaceBetween size="s">
            <Box>{de.shell.pageSlowHint}</Box>
            <Button onClick={reload}>{de.shell.reload}</Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Box>
  );
};

type BoundaryState = { failed: boolean };

/** A page whose code cannot be loaded is from an old build: show the new-version message. */
export class PageLoadBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Page failed', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Box textAlign="center" padding="xxl" data-testid="page-load-failed">
        <SpaceBetween size="m">
          <Box variant="h2">{de.shell.newVersion}</Box>
          <Button variant="primary" onClick={reload}>
            {de.shell.reload}
          </Button>
        </SpaceBetween>
      </Box>
    );
  }
}
