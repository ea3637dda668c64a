import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { oncePerService } from '../service-scope';
import { withoutSdkLogging } from './quiet';

/**
 * The S3 client, once per service (see dynamo.ts for why each client has a file of its own). Checksums only
 * where S3 requires them: otherwise the SDK signs a CRC32 of an empty body into presigned PUT URLs (every
 * browser upload then fails) and sends aws-chunked uploads that s3rver stores with the chunk framing
 * (DESIGN §4). Path style for local servers.
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
