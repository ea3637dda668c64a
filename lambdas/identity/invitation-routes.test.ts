import { describe, expect, it } from 'vitest';
import { acceptInvitation, createInvitation } from '../../schemas/api/invitations';
import type { TClaims } from '../../schemas/claims';
import { createLogger } from '../platform/logger';
import type { TMailMessage } from '../platform/mail-queue';
import type { AccountDirectory } from './cognito-accounts';
import type { Invitation } from './domain/invitations';
import { type InvitationDeps, invitationRoutes } from './invitation-routes';
import type { InvitationStore } from './invitation-store';
import type { MemberStore } from './member-store';
import type { IdentityStore } from './user-store';

const now = new Date('2026-11-21T10:00:00Z');
const logger = createLogger('identity-test');
logger.setLogLevel('SILENT');
const claims: TClaims = {
  sub: 'u-owner',
  iat: 1,
  defaultCompanyId: 'hansen',
  roles: { hansen: 'OWNER' },
  customerIds: {},
  adminLevel: 'NONE',
  inactiveCompanyIds: [],
};
const pending: Invitation = {
  id: 'inv-1',
  invitedAppUserId: null,
  invitedCustomerId: null,
  invitedEmployeeId: null,
  invitedUserMail: 'neu@example.de',
  invitingCompanyId: 'hansen',
  invitingCompanyName: 'Hansen',
  invitingUserId: 'u-owner',
  invitingUserName: 'Jens Hansen',
  role: 'EMPLOYEE',
  status: 'PENDING',
  createdAt: now.toISOString(),
  expiresAt: '2026-12-05T10:00:00.000Z',
  firstName: null,
  lastName: null,
};

/** In-memory ports: one pending invitation, one owner, a rate counter; records what the use cases did. */
const setup = (
  account: Awaited<ReturnType<AccountDirectory['create']>> | Error = { userId: 'u-new' },
  options: {
    accountExists?: boolean;
    staleRead?: boolean;
    /** An app user (of another company) the store knows by this address. */
    accountOf?: { email: string; userId: string };
  } = {},
) => {
  const log = { reopened: 0, created: [] as string[], mails: [] as TMailMessage[], counted: 0 };
  const countsByKey = new Map<string, number>();
  const invitation = { ...pending };
  const deps: InvitationDeps = {
    store: {
      userById: async (userId) =>
        userId === 'u-owner' ? { userId, email: 'inhaber@demo.de', firstName: 'Jens', disabled: false } : undefined,
      userByEmail: async (email) =>
        email === options.accountOf?.email ? { userId: options.accountOf.userId, email, disabled: false } : undefined,
      companies: async () => [
        {
          companyId: 'hansen',
          name: 'Hansen',
          variant: 'AGRICULTURAL_CONTRACTOR',
          isSuspended: false,
          supportEmployeeId: null,
        },
      ],
      countEvent: async (key) => {
        countsByKey.set(key, (countsByKey.get(key) ?? 0) + 1);
        return ++log.counted;
      },
      eventCount: async (key) => countsByKey.get(key) ?? 0,
    } as Partial<IdentityStore> as IdentityStore,
    invitations: {
      create: async () => 'secret-token',
      // staleRead: the token index still shows the invitation as it was when created.
      findByToken: async (token) =>
        token === 'secret-token' ? (options.staleRead ? { ...pending } : invitation) : undefined,
      current: async () => ({ ...invitation }),
      answer: async (_invitation, status) => {
        if (invitation.status !== 'PENDING') return false;
        invitation.status = status;
        return true;
      },
      reopen: async () => {
        log.reopened += 1;
        invitation.status = 'PENDING';
      },
    } as Partial<InvitationStore> as InvitationStore,
    members: {
      membership: async () => undefined,
      createUser: async (user) => void log.created.push(user.userId),
    } as Partial<MemberStore> as MemberStore,
    accounts: {
      exists: async () => options.accountExists ?? false,
      create: async () => {
        if (account instanceof Error) throw account;
        return account;
      },
    } as Partial<AccountDirectory> as AccountDirectory,
    mail: { enqueue: async (message) => void log.mails.push(message) },
    clock: { now: () => now },
    ids: { newId: () => 'inv-2' },
    appUrl: () => 'https://app.example',
  };
  const routes = invitationRoutes(deps);
  const call = (endpoint: { path: string; method: string }, input: unknown, context: unknown) => {
    const found = routes.find((r) => r.endpoint.path === endpoint.path && r.endpoint.method === endpoint.method);
    if (!found) throw new Error(`no route ${endpoint.method} ${endpoint.path}`);
    return (found.handle as (input: unknown, context: unknown) => Promise<unknown>)(input, {
      logger,
      ...(context as object),
    });
  };
  const signUp = (token = 'secret-token', sourceIp = '203.0.113.7') =>
    call(
      acceptInvitation,
      { body: { token, password: 'geheim1', acceptedTerms: true, acceptedPrivacyPolicy: true } },
      { sourceIp },
    );
  const sendInvite = (email = 'neu@example.de') =>
    call(
      createInvitation,
      { body: { email, role: 'EMPLOYEE' } },
      { claims, company: { companyId: 'hansen', role: 'OWNER' } },
    );
  return { log, invitation, signUp, sendInvite };
};

describe('sign-up through an invitation', () => {
  it('answers a sign-up whose link a concurrent one just used with invitation-not-found, not already-exists', async () => {
    // This request read the invitation while still pending; the other one has since used the link and
    // created the account.
    const { invitation, signUp } = setup({ userId: 'u-new' }, { accountExists: true, staleRead: true });
    invitation.status = 'ACCEPTED';
    expect(await signUp()).toMatchObject({ reason: 'invitation-not-found' });
  });

  it('answers already-exists when the address has an account and the link is unused', async () => {
    const { signUp } = setup({ userId: 'u-new' }, { accountExists: true });
    expect(await signUp()).toMatchObject({ reason: 'already-exists' });
  });

  it('uses the invitation up and creates the person', async () => {
    const { log, invitation, signUp } = setup();
    expect(await signUp()).toEqual({ result: 'success', reason: null, newCompanyId: 'hansen' });
    expect(invitation.status).toBe('ACCEPTED');
    expect(log.created).toEqual(['u-new']);
    expect(await signUp()).toMatchObject({ reason: 'invitation-not-found' });
  });

  it('opens the link again when Cognito refuses the account', async () => {
    const refused = setup('invalid-password');
    expect(await refused.signUp()).toEqual({ result: 'error', reason: 'unknown', newCompanyId: null });
    expect(refused.invitation.status).toBe('PENDING');
    expect(refused.log.created).toEqual([]);

    const raced = setup('exists');
    expect(await raced.signUp()).toMatchObject({ reason: 'already-exists' });
    expect(raced.invitation.status).toBe('PENDING');

    const broken = setup(new Error('Cognito down'));
    await expect(broken.signUp()).rejects.toThrow('Cognito down');
    expect(broken.log.reopened).toBe(1);
    expect(broken.invitation.status).toBe('PENDING');
  });
});

describe('sending invitations', () => {
  it('mails the sign-up link and refuses more than 50 invitations per company and hour', async () => {
    const { log, sendInvite } = setup();
    expect(await sendInvite()).toMatchObject({ id: 'inv-2', invitingUserName: 'Jens', status: 'PENDING' });
    expect(log.mails[0]).toMatchObject({ to: ['neu@example.de'], subject: 'Einladung zu Hansen – Lohnwerk' });
    expect(log.mails[0]?.text).toContain('https://app.example/registrieren?token=secret-token&dt=');
    log.counted = 50;
    await expect(sendInvite()).rejects.toMatchObject({ code: 'LW_429_00_0001' });
    expect(log.mails).toHaveLength(1);
  });
});

describe('no account enumeration through invitations (issue 25 point 5)', () => {
  it('answers the same for an address with an account elsewhere as for an unknown one, without its id', async () => {
    const known = setup({ userId: 'u-new' }, { accountOf: { email: 'bekannt@example.de', userId: 'u-secret' } });
    const unknown = setup();
    const forKnown = (await known.sendInvite('bekannt@example.de')) as Record<string, unknown>;
    const forUnknown = (await unknown.sendInvite('unbekannt@example.de')) as Record<string, unknown>;
    expect(JSON.stringify(forKnown)).not.toContain('u-secret');
    expect(forKnown.invitedAppUserId).toBeNull();
    const comparable = (answer: Record<string, unknown>) => ({ ...answer, invitedUserMail: 'x' });
    expect(comparable(forKnown)).toEqual(comparable(forUnknown));
    expect(known.log.mails[0]?.text.replace('bekannt', 'unbekannt')).toBe(unknown.log.mails[0]?.text);
  });
});

describe('sign-up tokens tried per client (issue 25 point 5)', () => {
  it('refuses a client with 429 after 20 wrong tokens this hour, before looking at the next one', async () => {
    const { signUp } = setup();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(await signUp(`geraten-${attempt}`)).toMatchObject({ reason: 'invitation-not-found' });
    }
    await expect(signUp('geraten-21')).rejects.toMatchObject({ code: 'LW_429_00_0001' });
    await expect(signUp('secret-token')).rejects.toMatchObject({ code: 'LW_429_00_0001' });
    // Another client is not held back; its right link works.
    expect(await signUp('secret-token', '198.51.100.1')).toMatchObject({ result: 'success' });
  });
});
