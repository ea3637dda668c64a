import { confirmPasswordReset, getAppMeta, getMe, requestPasswordReset } from '../../schemas/api/identity';
import { deriveRole } from '../../schemas/claims';
import { AppError } from '../../schemas/errors';
import type { Clock } from '../platform/clock';
import { route } from '../platform/http';
import type { MailQueue } from '../platform/mail-queue';
import { clientLimits } from './client-limits';
import type { AccountDirectory } from './cognito-accounts';
import { defaultAppMeta } from './domain/app-meta';
import { deriveClaims } from './domain/claims';
import { isResetValid, MAX_RESET_REQUESTS_PER_HOUR, resetExpiry, resetLink, resetMail } from './domain/password-reset';
import { rateWindow } from './domain/rate-limit';
import { type IdentityStore, normaliseEmail } from './user-store';

export type IdentityDeps = {
  store: IdentityStore;
  accounts: AccountDirectory;
  mail: MailQueue;
  clock: Clock;
  appUrl: () => string;
  /** The release that runs (package.json), the current version when no app meta is stored. */
  appVersion: string;
};

export const identityRoutes = ({ store, accounts, mail, clock, appUrl, appVersion }: IdentityDeps) => {
  const limits = clientLimits(store, clock);
  return [
    /** Mails a reset link if the account exists; the answer is the same either way. Limited per client and address. */
    route(requestPasswordReset, async ({ body }, { logger, sourceIp }) => {
      await limits.countResetRequest(sourceIp);
      const attempts = await store.countEvent(`password-reset#${normaliseEmail(body.email)}`, rateWindow(clock.now()));
      if (attempts > MAX_RESET_REQUESTS_PER_HOUR) throw new AppError('LW_429_00_0001');
      const user = await store.userByEmail(body.email);
      if (user && !user.disabled) {
        const token = await store.createReset(user.userId, resetExpiry(clock.now()));
        await mail.enqueue({ to: [user.email], ...resetMail(resetLink(appUrl(), token)) });
      } else {
        logger.info('password reset for unknown or disabled account');
      }
      return { accepted: true as const };
    }),

    route(confirmPasswordReset, async ({ body }, { sourceIp }) => {
      await limits.refuseTokenGuessing(sourceIp);
      const reset = await store.findReset(body.token);
      const user = reset && isResetValid(reset, clock.now()) ? await store.userById(reset.userId) : undefined;
      if (!reset || !user || user.disabled) {
        await limits.countFailedToken(sourceIp);
        throw new AppError('LW_400_20_0001');
      }
      // Used up before the password changes: a link works once, even for two clicks at the same time.
      if (!(await store.consumeReset(body.token))) throw new AppError('LW_400_20_0001');
      await accounts.setPassword(user.email, body.password);
      return { done: true as const };
    }),

    /**
     * The person and their companies as STORED now, never as the token says: a token keeps its claims
     * until it expires, so after a role change, a deactivation or a new company it would tell the old
     * thing. The answer is what the next token will carry (the pre-token trigger's deriveClaims).
     */
    route(getMe, async (_input, { claims }) => {
      const user = await store.userById(claims.sub);
      if (!user) throw new AppError('LW_401_01_0001', { detail: 'no app user for token' });
      if (user.disabled) throw new AppError('LW_401_01_0001', { detail: 'app user disabled' });
      const current = deriveClaims(user, await store.membershipsOf(claims.sub));
      const companyId = current.defaultCompanyId;
      const [companies, employeeId] = await Promise.all([
        store.companies(Object.keys(current.roles)),
        companyId ? store.employeeIdOf(companyId, claims.sub) : null,
      ]);
      const summaries = companies.map((company) => ({
        id: company.companyId,
        name: company.name,
        variant: company.variant,
        role: current.roles[company.companyId] ?? 'NOTHING',
        isSuspended: company.isSuspended,
        supportEmployeeId: company.supportEmployeeId,
      }));
      return {
        userId: user.userId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: deriveRole(current),
        company: summaries.find((company) => company.id === companyId) ?? null,
        companies: summaries,
        tokenLastChanged: user.tokenLastChanged ?? null,
        // The employee record linked to this login (support banner, own orders, own operating units).
        employeeId,
      };
    }),

    route(getAppMeta, async () => (await store.appMeta()) ?? defaultAppMeta(appVersion)),
  ];
};
