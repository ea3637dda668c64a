import { AppError } from './errors';

/**
 * Test support of the domains' tests (in schemas, as a domain imports only schemas and itself).
 * What a domain function refused with: its catalogue code and field issues. Fails the test when the
 * action is not refused, or throws something that is not an AppError.
 */
export const refusalOf = (action: () => unknown): { code: string; issues: AppError['issues'] } => {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, issues: error.issues };
    throw error;
  }
  throw new Error('not refused');
};
