/**
 * The client-version header (services.md §7 'Every call sends a client-version header: 0.0.1-preview for
 * the structures, accounting, e-invoice, bank, gateway, mail and receipt services', §9): the API version
 * each service that checks it answers to, declared once for the web client (which sends it), the
 * service's HTTP chain (which checks it) and the tests.
 *
 * Decision: a call without the header is refused like one with another version. The browsers still
 * showing a page of an older deploy send none, and they are exactly the clients to tell to reload.
 */
export const CLIENT_VERSION_HEADER = 'client-version';

/** Per service (its base path in lib/services.ts) the version its calls carry. Others check none yet. */
export const serviceApiVersions = {
  structures: { basePath: '/structures', version: '0.0.1-preview' },
  receipts: { basePath: '/receipts', version: '0.0.1-preview' },
  einvoice: { basePath: '/invoices', version: '0.0.1-preview' },
  mail: { basePath: '/mails', version: '0.0.1-preview' },
} as const;

/** The version a call of this path (with or without a query) sends: its service's, if that one checks. */
export const clientVersionFor = (path: string): string | undefined =>
  Object.values(serviceApiVersions).find(
    ({ basePath }) => path === basePath || path.startsWith(`${basePath}/`) || path.startsWith(`${basePath}?`),
  )?.version;

/** The header a call of this path carries: none for a service that checks no version. */
export const clientVersionHeaders = (path: string): Record<string, string> => {
  const version = clientVersionFor(path);
  return version === undefined ? {} : { [CLIENT_VERSION_HEADER]: version };
};
