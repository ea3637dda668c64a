import { createContext, useContext } from 'react';
import type { PageDef } from './pages/registry';

export const CurrentPageContext = createContext<PageDef | null>(null);

/** The registry entry of the page being shown. */
export const useCurrentPage = (): PageDef | null => useContext(CurrentPageContext);
