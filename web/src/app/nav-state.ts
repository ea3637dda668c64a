import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from '../../../schemas/constants';
import { readStored, writeStored } from '../platform/storage';
export const NAV_OPEN_STORAGE_KEY = 'lohnwerk.navigationOpen';

export const useMediaQuery = (query: string): boolean => {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
};

/** Wide screens: a collapsible sidebar whose open state is remembered on the device. */
export const useRememberedSidebar = (): [boolean, (open: boolean) => void] => {
  const [open, setOpenState] = useState(() => readStored(NAV_OPEN_STORAGE_KEY) !== 'false');
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeStored(NAV_OPEN_STORAGE_KEY, String(next));
  }, []);
  return [open, setOpen];
};

export const useIsWide = (): boolean => useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);

/** Cloudscape's smallest layout breakpoint: narrower screens are phones, where lists become cards. */
export const PHONE_BREAKPOINT_PX = 688;

export const useIsPhone = (): boolean => useMediaQuery(`not all and (min-width: ${PHONE_BREAKPOINT_PX}px)`);
