import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

/**
 * SDK clients, created once per cold start. Endpoints are never set here: the SDK reads
 * AWS_ENDPOINT_URL_<SERVICE> itself, which is how the embedded runtime points them at local services.
 */
let dynamo: DynamoDBDocumentClient | undefined;
let sqs: SQSClient | undefined;
let ses: SESv2Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

export const dynamoClient = (): DynamoDBDocumentClient => {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: config().AWS_REGION }), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return dynamo;
};

export const sqsClient = (): SQSClient => {
  sqs ??= new SQSClient({ region: config().AWS_REGION });
  return sqs;
};

export const sesClient = (): SESv2Client => {
  ses ??= new SESv2Client({ region: config().AWS_REGION });
  return ses;
};

export const cognitoClient = (): CognitoIdentityProviderClient => {
  cognito ??= new CognitoIdentityProviderClient({ region: config().AWS_REGION });
  return cognito;
};
