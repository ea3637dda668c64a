import { systemClock } from '../platform/clock';
import { config } from '../platform/config';
import { createHttpHandler } from '../platform/http';
import { sqsMailQueue } from '../platform/mail-queue';
import { identityRoutes } from './routes';
import { dynamoIdentityStore } from './store';

export const handler = createHttpHandler(
  'identity',
  identityRoutes({
    store: dynamoIdentityStore(),
    mail: sqsMailQueue(),
    clock: systemClock,
    appUrl: () => config().APP_URL,
  }),
);
