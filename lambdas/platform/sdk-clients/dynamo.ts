import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { oncePerService } from '../service-scope';
import { withoutSdkLogging } from './quiet';

/**
 * The DynamoDB document client, created once per service (= per cold start on AWS). Each SDK client has a
 * file of its own, so a function loads only the SDK packages it uses (every other one costs its cold start
 * tens of milliseconds). Endpoints are never set here: the SDK reads AWS_ENDPOINT_URL_<SERVICE> itself,
 * which is how the embedded runtime points them at local services.
 */
export const dynamoClient = oncePerService(() =>
  DynamoDBDocumentClient.from(withoutSdkLogging(new DynamoDBClient({ region: config().AWS_REGION })), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  }),
);
