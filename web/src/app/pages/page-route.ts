import type { TCompany } from '../../../../schemas/api/company';
import type { PageAccess } from '../../../../schemas/permissions';
import type { TRole } from '../../../../schemas/roles';

/**
 * What the app knows about a page without loading it: address, title, who may open it and where it
 * sits. Pages import these (through ./index.ts) to link to each other; the components are attached in
 * registry.ts, which only the router and the shell import, so no page ever loads the registry.
 */
export type PageRoute = {
  path: string;
  /** Page title; document.title is `${title} – Lohnwerk`. */
  title: string;
  /** From the one permission table in schemas (application.md §6). */
  access: PageAccess;
  /** 'bare': no app shell (login and auth pages); 'shell' (the default): menu and top navigation. */
  chrome?: 'bare' | 'shell';
  /** Signed-in users opening it are sent home (login, sign-up). */
  signedOutOnly?: boolean;
  /** A page header (title, back button); true unless said otherwise. None on home and the auth pages (§2). */
  header?: boolean;
  /** The page the back button leads to (a page id); pages with a parent are sub pages. */
  parent?: string;
  /** A further condition on the company's settings (e.g. §6 own work times); the guard waits for the company. */
  companyAllows?: (company: TCompany, role: TRole | null) => boolean;
};
