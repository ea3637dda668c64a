import Button from '@cloudscape-design/components/button';
import { type ReactNode, useEffect } from 'react';
import { de } from '../i18n/de';
import './overlay-drawer.css';

/** The navigation below 1400 px: a drawer over the content, closed by the backdrop, Escape or a link. */
export const OverlayDrawer = ({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) => {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="lw-drawer-root">
      <div className="lw-drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        className="lw-drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-label={de.nav.menu}
        data-testid="nav-drawer"
      >
        <div className="lw-drawer-close">
          <Button variant="icon" iconName="close" ariaLabel={de.nav.closeMenu} onClick={onClose} />
        </div>
        {children}
      </div>
    </div>
  );
};
