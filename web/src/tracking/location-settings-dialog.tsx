import { useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { de } from '../i18n/de';
import type { LocationSettingsPrompt } from './device-geolocation';

const logError = (error: unknown) => console.warn('Einstellungen:', error);

/** §8 'Location': background location is not authorised; 'Ja' opens the device settings. */
export const LocationSettingsDialog = ({ prompt }: { prompt: LocationSettingsPrompt }) => {
  const visible = useSyncExternalStore(prompt.subscribe, prompt.visible);
  return (
    <ConfirmDialog
      visible={visible}
      title={de.location.allowTitle}
      confirmText={de.common.yes}
      cancelText={de.common.no}
      onConfirm={() => void prompt.confirm().catch(logError)}
      onCancel={prompt.dismiss}
      confirmTestId="location-settings-yes"
    >
      {de.location.allowText}
    </ConfirmDialog>
  );
};
