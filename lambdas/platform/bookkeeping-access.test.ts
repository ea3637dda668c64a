import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import { mailAccessCodes, requireBookkeepingAccess } from './bookkeeping-access';

const company = { id: 'c1', isSuspended: false, addOns: { bookkeeping: true } };
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, status: error.status } : error;
  }
  return undefined;
};

describe('company access for receipts and mail', () => {
  it('lets a company with bookkeeping that is not suspended pass', () => {
    expect(refusal(() => requireBookkeepingAccess(company, mailAccessCodes))).toBeUndefined();
  });

  it('refuses a suspended company first, even with bookkeeping', () => {
    expect(refusal(() => requireBookkeepingAccess({ ...company, isSuspended: true }, mailAccessCodes))).toEqual({
      code: 'MAIL_401_01_0001',
      status: 401,
    });
    expect(refusal(() => requireBookkeepingAccess(undefined, mailAccessCodes))).toEqual({
      code: 'MAIL_401_01_0001',
      status: 401,
    });
  });

  it('refuses a company without the bookkeeping add-on', () => {
    expect(
      refusal(() => requireBookkeepingAccess({ ...company, addOns: { bookkeeping: false } }, mailAccessCodes)),
    ).toEqual({ code: 'MAIL_401_01_0002', status: 401 });
  });

  it('answers with the codes of the calling service', () => {
    const codes = { suspended: 'RCPT_401_01_0001', withoutBookkeeping: 'RCPT_401_01_0002' } as const;
    expect(refusal(() => requireBookkeepingAccess({ ...company, isSuspended: true }, codes))).toMatchObject({
      code: 'RCPT_401_01_0001',
    });
  });
});
