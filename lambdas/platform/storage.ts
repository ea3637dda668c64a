import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../../schemas/errors';
import { bucketName } from './config';
import { s3Client } from './sdk-clients/s3';
import { isPlainKey } from './storage-keys';

/** What S3 knows about a stored object. */
export type StoredObjectInfo = { contentType: string | undefined; size: number };

/** A presigned upload: the browser sends the file with `method` to `url`, with exactly these headers. */
export type PresignedUpload = { url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: Date };

export type PresignedDownload = { url: string; expiresAt: Date };

/**
 * `retainUntil`: S3 Object Lock in COMPLIANCE mode until that moment: nobody, not even the account's root,
 * can overwrite or delete the object before (GoBD, §147 AO: receipts are kept 10 years). The bucket must
 * have Object Lock enabled (the documents bucket has, lib/stacks/data-stack.ts); emulators ignore it.
 */
export type PutOptions = { retainUntil?: Date };

/** Upload and download URLs live minutes, not hours: long enough for one transfer, short if a link leaks. */
export const UPLOAD_URL_SECONDS = 5 * 60;
export const DOWNLOAD_URL_SECONDS = 15 * 60;

/**
 * The object storage port (DESIGN §2: storage in lambdas/platform): one bucket, keys chosen by the use
 * case. Browsers never see bucket credentials, only short-lived presigned URLs for one object.
 */
export type ObjectStorage = {
  put: (key: string, body: Uint8Array | string, contentType: string, options?: PutOptions) => Promise<void>;
  /** The object's bytes, or its first `firstBytes` bytes (enough to tell a file's type); undefined if absent. */
  get: (key: string, options?: { firstBytes?: number }) => Promise<Uint8Array | undefined>;
  head: (key: string) => Promise<StoredObjectInfo | undefined>;
  /** Removing an absent object is no error (S3 answers 204 either way). */
  delete: (key: string) => Promise<void>;
  /**
   * A PUT URL for exactly this content type and size: both are signed, so S3 refuses another type or
   * length. The use case still checks the object afterwards (emulators do not enforce signed headers).
   */
  uploadUrl: (key: string, file: { contentType: string; size: number }, now: Date) => Promise<PresignedUpload>;
  downloadUrl: (key: string, now: Date) => Promise<PresignedDownload>;
};

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

const secondsLater = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * The last line behind the routes' requireClientKey (storage-keys.ts): no key that climbs ('..'), holds a
 * backslash or starts with '/' reaches the bucket, so a route that forgot its check still cannot reach past
 * its folder (s3rver keeps keys as file paths; an HTTP layer may fold '..' away).
 */
const plain = (key: string): string => {
  if (!isPlainKey(key)) throw new AppError('LW_403_03_0001', { detail: 'storage key that is no plain path' });
  return key;
};

/**
 * The storage port on one S3 bucket. Bucket and client are looked up on each call, as the table is, so a
 * handler module builds its dependencies before anything reads the environment; tests pass a client that
 * signs with fixed credentials.
 */
export const s3Storage = (bucketName: () => string, client: () => S3Client = s3Client): ObjectStorage => ({
  put: async (key, body, contentType, options = {}) => {
    // S3 takes a put with a retention only with a checksum of the body (Content-MD5 or a flexible checksum);
    // the client computes checksums only when required, so the lock asks for one.
    const lock = options.retainUntil && {
      ObjectLockMode: 'COMPLIANCE' as const,
      ObjectLockRetainUntilDate: options.retainUntil,
      ChecksumAlgorithm: 'CRC32' as const,
    };
    await client().send(
      new PutObjectCommand({ Bucket: bucketName(), Key: plain(key), Body: body, ContentType: contentType, ...lock }),
    );
  },
  get: async (key, options = {}) => {
    const range = options.firstBytes === undefined ? undefined : `bytes=0-${options.firstBytes - 1}`;
    try {
      const { Body } = await client().send(
        new GetObjectCommand({ Bucket: bucketName(), Key: plain(key), Range: range }),
      );
      return Body ? await Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  },
  head: async (key) => {
    try {
      const head = await client().send(new HeadObjectCommand({ Bucket: bucketName(), Key: plain(key) }));
      return { contentType: head.ContentType, size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  },
  delete: async (key) => {
    await client().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: plain(key) }));
  },
  uploadUrl: async (key, file, now) => {
    const command = new PutObjectCommand({
      Bucket: bucketName(),
      Key: plain(key),
      ContentType: file.contentType,
      ContentLength: file.size,
    });
    const url = await getSignedUrl(client(), command, {
      expiresIn: UPLOAD_URL_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    // Browsers set Content-Length themselves (from the file) and refuse to have it set by script.
    return {
      url,
      method: 'PUT',
      headers: { 'Content-Type': file.contentType },
      expiresAt: secondsLater(now, UPLOAD_URL_SECONDS),
    };
  },
  downloadUrl: async (key, now) => {
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucketName(), Key: plain(key) }), {
      expiresIn: DOWNLOAD_URL_SECONDS,
    });
    return { url, expiresAt: secondsLater(now, DOWNLOAD_URL_SECONDS) };
  },
});

/** Generated documents and uploads of the company (logo, later PDFs): the service must be granted the bucket. */
export const documentsStorage = (): ObjectStorage => s3Storage(() => bucketName('documents'));
