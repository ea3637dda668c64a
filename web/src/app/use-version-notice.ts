import { useCallback, useState } from 'react';
import { useAppMeta } from '../api/identity';
import { currentPlatform } from '../platform/platform';
import { readStored, writeStored } from '../platform/storage';
import { APP_VERSION } from './app-version';
import { DISMISSED_VERSION_STORAGE_KEY, versionNotice } from './version-check';

/** The new-version banner and the outdated-version dialog (application.md §4 'Version banner'). */
export const useVersionNotice = () => {
  const meta = useAppMeta();
  const [dismissed, setDismissed] = useState(() => readStored(DISMISSED_VERSION_STORAGE_KEY));
  const notice = versionNotice(APP_VERSION, meta.data, currentPlatform(), dismissed);
  const { newVersion } = notice;
  /** 'Ignorieren': this version's banner does not come back; a later version shows it again. */
  const dismiss = useCallback(() => {
    if (!newVersion) return;
    writeStored(DISMISSED_VERSION_STORAGE_KEY, newVersion);
    setDismissed(newVersion);
  }, [newVersion]);
  return { ...notice, dismiss };
};
