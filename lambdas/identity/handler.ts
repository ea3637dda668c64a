import packageJson from '../../package.json' with { type: 'json' };
import { randomIds, systemClock } from '../platform/clock';
import { config, requireAtColdStart } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { sqsMailQueue } from '../platform/mail-queue';
import { identityRoutes } from './account-routes';
import { cognitoAccounts } from './cognito-accounts';
import { invitationRoutes } from './invitation-routes';
import { dynamoInvitationStore } from './invitation-store';
import { memberRoutes } from './member-routes';
import { dynamoMemberStore } from './member-store';
import { updateInfoRoutes } from './update-info-routes';
import { dynamoUpdateInfoStore } from './update-info-store';
import { dynamoIdentityStore } from './user-store';

requireAtColdStart({ table: true, queues: ['mail'], tokens: true, userPool: true });

const deps = {
  store: dynamoIdentityStore(),
  invitations: dynamoInvitationStore(),
  members: dynamoMemberStore(),
  updateInfos: dynamoUpdateInfoStore(),
  accounts: cognitoAccounts(),
  mail: sqsMailQueue(),
  clock: systemClock,
  ids: randomIds,
  appUrl: () => config().APP_URL,
  appVersion: packageJson.version,
};

export const handler = createHttpHandler('identity', [
  ...identityRoutes(deps),
  ...invitationRoutes(deps),
  ...memberRoutes(deps),
  ...updateInfoRoutes(deps),
]);
