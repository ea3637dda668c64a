import { requireAtColdStart } from '../platform/config';
import { verifyIdToken } from '../platform/id-token';
import { createLogger } from '../platform/logger';
import { makeAuthorizeConnect } from './connect-authorizer';

requireAtColdStart({ tokens: true });

/** The WebSocket API's $connect authorizer (lib/services.ts, 'realtime-authorizer'). */
export const handler = makeAuthorizeConnect({
  verifyToken: verifyIdToken,
  logger: createLogger('realtime-authorizer'),
});
