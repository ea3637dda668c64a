import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { oncePerService } from '../service-scope';
import { withoutSdkLogging } from './quiet';

/** The Cognito client, once per service (see dynamo.ts for why each client has a file of its own). */
export const cognitoClient = oncePerService(() =>
  withoutSdkLogging(new CognitoIdentityProviderClient({ region: config().AWS_REGION })),
);
