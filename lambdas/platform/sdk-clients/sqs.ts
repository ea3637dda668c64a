import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';
import { oncePerService } from '../service-scope';
import { withoutSdkLogging } from './quiet';

/** The SQS client, once per service (see dynamo.ts for why each client has a file of its own). */
export const sqsClient = oncePerService(() => withoutSdkLogging(new SQSClient({ region: config().AWS_REGION })));
