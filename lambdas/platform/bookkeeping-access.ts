import type { StoredCompany } from '../../schemas/company-records';
import { AppError, type ErrorCode } from '../../schemas/errors';

/** The codes a service answers the company access rule with (each service words it in its own catalogue). */
export type BookkeepingAccessCodes = { suspended: ErrorCode; withoutBookkeeping: ErrorCode };

export const mailAccessCodes: BookkeepingAccessCodes = {
  suspended: 'MAIL_401_01_0001',
  withoutBookkeeping: 'MAIL_401_01_0002',
};

/**
 * services.md §5 'Company access for receipts and mail': the company must not be suspended and must have
 * the bookkeeping add-on. Shared by the mail and the receipts service; an unknown company counts as suspended.
 */
export const requireBookkeepingAccess = (
  company: Pick<StoredCompany, 'id' | 'isSuspended' | 'addOns'> | undefined,
  codes: BookkeepingAccessCodes,
): void => {
  if (!company || company.isSuspended) throw new AppError(codes.suspended, { detail: `company ${company?.id}` });
  if (!company.addOns.bookkeeping) {
    throw new AppError(codes.withoutBookkeeping, { detail: `no bookkeeping add-on at ${company.id}` });
  }
};
