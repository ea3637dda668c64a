import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { requireAtColdStart } from '../platform/config';
import { createLogger } from '../platform/logger';
import { deriveClaims, toTokenClaims } from './domain/claims';
import { dynamoIdentityStore } from './user-store';

requireAtColdStart({ table: true });

const logger = createLogger('identity-trigger');
const store = dynamoIdentityStore();

/**
 * Cognito pre-token-generation trigger: puts roles per company, default company, customer ids, admin
 * level and inactive companies from the database into the ID token. A disabled account is refused here
 * too, so a deactivation in the app takes effect at the next sign-in or token refresh.
 */
export const handler = async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
  const userId = event.request.userAttributes.sub ?? event.userName;
  const user = await store.userById(userId);
  if (!user) {
    logger.warn('token for a user without app user record', { userId });
    event.response = {
      claimsOverrideDetails: { claimsToAddOrOverride: toTokenClaims(deriveClaims({ disabled: false }, [])) },
    };
    return event;
  }
  const claims = deriveClaims(user, await store.membershipsOf(userId));
  event.response = { claimsOverrideDetails: { claimsToAddOrOverride: toTokenClaims(claims) } };
  logger.info('claims issued', { userId, trigger: event.triggerSource, companies: Object.keys(claims.roles).length });
  return event;
};
