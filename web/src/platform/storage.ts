/** Device storage (web: localStorage). Failing storage (private mode, native quirks) is ignored. */
export const readStored = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStored = (key: string, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignored: the choice is just not remembered
  }
};

export const removeStored = (key: string): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignored
  }
};

/** The company the user works in on this device (application.md §4, §9); cleared on sign-out. */
export const COMPANY_ID_STORAGE_KEY = 'lohnwerk.companyId';
