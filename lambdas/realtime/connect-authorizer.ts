import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { CONNECT_TOKEN_QUERY } from '../../schemas/api/realtime-connect';
import type { TClaims } from '../../schemas/claims';
import { TokenRefusedError } from '../platform/id-token';
import type { createLogger } from '../platform/logger';

export type ConnectAuthorizerDeps = {
  verifyToken: (token: string) => Promise<TClaims>;
  logger: ReturnType<typeof createLogger>;
};

/** What the authorizer hands to the $connect route with an Allow: API Gateway puts it in requestContext.authorizer. */
export type ConnectAuthorizerContext = { userId: string };

/** The principal of a denied connect: there is no verified user to name. */
const ANONYMOUS = 'anonymous';

const policy = (principalId: string, effect: 'Allow' | 'Deny', methodArn: string): APIGatewayAuthorizerResult => ({
  principalId,
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: methodArn }],
  },
});

/**
 * The WebSocket $connect authorizer: allows the connect route for a valid Cognito ID token in the query
 * and passes the user id on; denies (API Gateway answers 403) when the token is missing, forged, expired
 * or not an ID token. Whether the user may listen to the company is the $connect handler's check: it
 * reads the stored membership, which the token alone cannot tell.
 */
export const makeAuthorizeConnect =
  ({ verifyToken, logger }: ConnectAuthorizerDeps) =>
  async (event: Pick<APIGatewayRequestAuthorizerEvent, 'methodArn' | 'queryStringParameters'>) => {
    const token = event.queryStringParameters?.[CONNECT_TOKEN_QUERY];
    if (!token) {
      logger.warn('connect denied', { reason: 'no token' });
      return policy(ANONYMOUS, 'Deny', event.methodArn);
    }
    try {
      const { sub } = await verifyToken(token);
      const context: ConnectAuthorizerContext = { userId: sub };
      return { ...policy(sub, 'Allow', event.methodArn), context };
    } catch (error) {
      // Anything but a refused token (the key set unreachable, a bug) fails the call: API Gateway answers 500.
      if (!(error instanceof TokenRefusedError)) throw error;
      logger.warn('connect denied', { reason: error.message });
      return policy(ANONYMOUS, 'Deny', event.methodArn);
    }
  };
