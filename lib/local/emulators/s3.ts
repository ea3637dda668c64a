import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { BucketName } from '../../services';

/**
 * Browsers upload receipts straight to S3 with presigned PUT URLs, so every bucket allows GET/PUT/HEAD
 * from any origin (s3rver's sample CORS file allows GET only, which fails the PUT preflight).
 */
const CORS_ALLOWING_UPLOADS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** The physical bucket name of a registry bucket, e.g. receipts -> lohnwerk-receipts. */
export const bucketPhysicalName = (bucket: BucketName): string => `lohnwerk-${bucket}`;

/** s3rver only accepts this access key (it does not check signatures, but it checks the key). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** One object event as s3rver emits it: the shape of an S3 event notification. */
export type S3NotificationEvent = { Records: { eventName: string; s3: { bucket: { name: string } } }[] };

export type LocalS3 = {
  endpoint: string;
  port: number;
  /** Object created/removed events, the material for S3 -> SQS notifications. */
  onObjectEvent(listener: (event: S3NotificationEvent) => void): void;
  stop(): Promise<void>;
};

export const startS3 = async (options: {
  port: number;
  directory: string;
  buckets: readonly BucketName[];
}): Promise<LocalS3> => {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory: options.directory,
    // Path-style only (S3_FORCE_PATH_STYLE); no virtual-host guessing from the Host header.
    vhostBuckets: false,
    configureBuckets: options.buckets.map((bucket) => ({
      name: bucketPhysicalName(bucket),
      configs: [CORS_ALLOWING_UPLOADS],
    })),
  });
  await server.run();
  return {
    endpoint: `http://localhost:${options.port}`,
    port: options.port,
    onObjectEvent: (listener) => server.on('event', listener),
    stop: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
};
