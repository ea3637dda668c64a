// zod's tree-shakable build: every service verifies tokens, and the WebSocket authorizer, which does only
// that, must stay small (issue 26 point 4: at most 120 KB); the full API alone is about 95 KB minified.
import * as z from 'zod/mini';
import { roles } from './role-names';
import type { TRole } from './roles';

/**
 * The signed-in user's claims (application.md §3). Cognito only carries string claims, so the
 * pre-token trigger writes maps and lists as JSON text; `parseClaims` reads them back.
 */
export const ZClaims = z.object({
  sub: z.string(),
  email: z.optional(z.string()),
  iat: z.number(),
  defaultCompanyId: z.nullable(z.string()),
  roles: z.record(z.string(), z.enum(roles)),
  customerIds: z.record(z.string(), z.array(z.string())),
  adminLevel: z.string(),
  inactiveCompanyIds: z.array(z.string()),
});
export type TClaims = z.infer<typeof ZClaims>;

/** Names of the custom claims as they appear in the ID token. */
export const claimNames = {
  defaultCompanyId: 'defaultCompanyId',
  roles: 'roles',
  customerIds: 'customerIds',
  adminLevel: 'adminLevel',
  inactiveCompanyIds: 'inactiveCompanyIds',
} as const;

const jsonOr = <T>(text: unknown, fallback: T): T => {
  if (typeof text !== 'string' || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Reads a verified token payload into typed claims. */
export const parseClaims = (payload: Record<string, unknown>): TClaims =>
  ZClaims.parse({
    sub: payload.sub,
    email: payload.email,
    iat: payload.iat,
    defaultCompanyId: (payload[claimNames.defaultCompanyId] as string | undefined) || null,
    roles: jsonOr(payload[claimNames.roles], {}),
    customerIds: jsonOr(payload[claimNames.customerIds], {}),
    adminLevel: (payload[claimNames.adminLevel] as string | undefined) ?? 'NONE',
    inactiveCompanyIds: jsonOr(payload[claimNames.inactiveCompanyIds], []),
  });

/** The role for the default company; CUSTOMER or NOTHING when there is none (application.md §4). */
export const deriveRole = (claims: Pick<TClaims, 'defaultCompanyId' | 'roles' | 'customerIds'>): TRole => {
  const { defaultCompanyId, roles, customerIds } = claims;
  if (defaultCompanyId && roles[defaultCompanyId]) return roles[defaultCompanyId];
  return Object.keys(customerIds).length > 0 ? 'CUSTOMER' : 'NOTHING';
};
