import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { oncePerService } from '../service-scope';
import { withoutSdkLogging } from './quiet';

/** The SES client, once per service (see dynamo.ts for why each client has a file of its own). */
export const sesClient = oncePerService(() => withoutSdkLogging(new SESv2Client({ region: config().AWS_REGION })));
