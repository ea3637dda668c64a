import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { oncePerService } from './service-scope';

/**
 * Takes the SDK's logger step out of a client: it builds a redacted copy of every request and answer for a
 * logger that throws it away (we give the SDK none), walking the operation's schema each time: a tenth of
 * the embedded runtime's CPU in a test run, and CPU per call in every Lambda.
 */
export const withoutSdkLogging = <T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T => {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};

/**
 * SDK clients, created once per service (= per cold start on AWS). Endpoints are never set here: the SDK
 * reads AWS_ENDPOINT_URL_<SERVICE> itself, which is how the embedded runtime points them at local services.
 */
export const dynamoClient = oncePerService(() =>
  DynamoDBDocumentClient.from(withoutSdkLogging(new DynamoDBClient({ region: config().AWS_REGION })), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  }),
);

export const sqsClient = oncePerService(() => withoutSdkLogging(new SQSClient({ region: config().AWS_REGION })));

export const lambdaClient = oncePerService(() => withoutSdkLogging(new LambdaClient({ region: config().AWS_REGION })));

export const sesClient = oncePerService(() => withoutSdkLogging(new SESv2Client({ region: config().AWS_REGION })));

export const cognitoClient = oncePerService(() =>
  withoutSdkLogging(new CognitoIdentityProviderClient({ region: config().AWS_REGION })),
);

/**
 * One S3 client per service (= per cold start on AWS). Checksums only where S3 requires them: otherwise the
 * SDK signs a CRC32 of an empty body into presigned PUT URLs (every browser upload then fails) and sends
 * aws-chunked uploads that s3rver stores with the chunk framing (DESIGN §4). Path style for local servers.
 */
export const s3Client = oncePerService(() =>
  withoutSdkLogging(
    new S3Client({
      region: config().AWS_REGION,
      forcePathStyle: config().S3_FORCE_PATH_STYLE,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  ),
);
