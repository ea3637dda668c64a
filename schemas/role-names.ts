/**
 * Roles of application.md §6. CUSTOMER and NOTHING can also be derived (application.md §4).
 * A leaf without imports: the ID-token claims (claims.ts) name them, and the WebSocket authorizer, which
 * reads the claims, should not load zod's full API or the role tables for them (issue 26 point 4).
 */
export const roles = [
  'OWNER',
  'ADMIN',
  'ACCOUNTANT',
  'PLANNER',
  'EMPLOYEE',
  'TEMPORARY_WORKER',
  'SUBCONTRACTOR',
  'CUSTOMER',
  'NOTHING',
] as const;
