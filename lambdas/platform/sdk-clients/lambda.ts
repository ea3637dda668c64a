import { LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../config';
import { oncePerService } from '../service-scope';
import { withoutSdkLogging } from './quiet';

/** The Lambda client, once per service (see dynamo.ts for why each client has a file of its own). */
export const lambdaClient = oncePerService(() => withoutSdkLogging(new LambdaClient({ region: config().AWS_REGION })));
