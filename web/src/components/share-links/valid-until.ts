import { formatDate } from '../../pages/format';

/**
 * The last day a link holds, as 'TT.MM.JJJJ': it expires at the midnight that ends that day, so the
 * moment before its expiry names it.
 */
export const validUntilText = (expiresAt: string): string =>
  formatDate(new Date(Date.parse(expiresAt) - 1).toISOString());
