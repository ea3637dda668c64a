import { useEffect, useState } from 'react';
// application.md §4/§9: overlay after 1500 ms, slow-connection line after 10 s, 'Hoppla!' after 60 s.
import { BLOCKING_LOAD_ERROR_MS, LOADING_OVERLAY_DELAY_MS, SLOW_LOADING_HINT_MS } from '../../../schemas/constants';
import { de } from '../i18n/de';

const style = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  padding: '24px',
  textAlign: 'center',
  fontFamily: '"Open Sans", "Helvetica Neue", Roboto, Arial, sans-serif',
  color: '#0f141a',
  background: '#fff',
} as const;

/** Shown while the app loads its configuration and the session. Kept free of Cloudscape: it is in the entry chunk. */
export const ShellLoading = ({ failed = false }: { failed?: boolean }) => {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), 250);
    return () => window.clearInterval(timer);
  }, []);

  if (failed || elapsed >= BLOCKING_LOAD_ERROR_MS) {
    return (
      <div style={style} role="alertdialog" aria-label={de.shell.oops} data-testid="shell-error">
        <strong style={{ fontSize: '20px' }}>{de.shell.oops}</strong>
        <span>{de.shell.oopsText}</span>
        <button type="button" onClick={() => window.location.reload()}>
          {de.shell.reload}
        </button>
      </div>
    );
  }
  if (elapsed < LOADING_OVERLAY_DELAY_MS) return null;
  return (
    <div style={style} role="status" data-testid="shell-loading">
      <span>{de.shell.loading}</span>
      {elapsed >= SLOW_LOADING_HINT_MS && <span>{de.shell.slowConnection}</span>}
    </div>
  );
};
