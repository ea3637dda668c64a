import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_URL_SECONDS, s3Storage, UPLOAD_URL_SECONDS } from './storage';

const BUCKET = 'lohnwerk-documents';
const NOW = new Date('2026-03-02T10:00:00.000Z');

// Fixed credentials and endpoint: presigning is local computation, no request leaves the test.
const client = new S3Client({
  region: 'eu-central-1',
  endpoint: 'http://localhost:4569',
  forcePathStyle: true,
  credentials: { accessKeyId: 'TESTKEY', secretAccessKey: 'TESTSECRET' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
const s3 = mockClient(client);
const storage = s3Storage(
  () => BUCKET,
  () => client,
);

const metadata = { httpStatusCode: 404 };
/** The part of the SDK's streaming body that the adapter reads. */
const body = (bytes: Uint8Array) => ({ transformToByteArray: async () => bytes });

afterEach(() => {
  s3.reset();
});

describe('S3 storage', () => {
  it('puts an object with its content type into the bucket', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage.put('companies/c1/logo/a', 'text', 'text/plain');
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: BUCKET,
      Key: 'companies/c1/logo/a',
      Body: 'text',
      ContentType: 'text/plain',
    });
  });

  it('puts an object under Object Lock in compliance mode when a retention is given', async () => {
    s3.on(PutObjectCommand).resolves({});
    const retainUntil = new Date('2036-12-31T00:00:00.000Z');
    await storage.put('companies/c1/receipts/BILL/RE-1.pdf', 'pdf', 'application/pdf', { retainUntil });
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: BUCKET,
      Key: 'companies/c1/receipts/BILL/RE-1.pdf',
      Body: 'pdf',
      ContentType: 'application/pdf',
      ObjectLockMode: 'COMPLIANCE',
      ObjectLockRetainUntilDate: retainUntil,
      ChecksumAlgorithm: 'CRC32',
    });
  });

  it('reads an object whole or only its first bytes, and undefined when it is missing', async () => {
    s3.on(GetObjectCommand, { Key: 'present' }).callsFake(() => ({ Body: body(new Uint8Array([1, 2, 3])) }));
    s3.on(GetObjectCommand, { Key: 'missing' }).rejects(new NoSuchKey({ message: 'gone', $metadata: metadata }));

    expect(await storage.get('present')).toEqual(new Uint8Array([1, 2, 3]));
    expect(await storage.get('present', { firstBytes: 8 })).toEqual(new Uint8Array([1, 2, 3]));
    expect(s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input.Range)).toEqual([undefined, 'bytes=0-7']);
    expect(await storage.get('missing')).toBeUndefined();
  });

  it('heads an object: type and size, undefined for a 404, other failures pass through', async () => {
    s3.on(HeadObjectCommand, { Key: 'logo' }).resolves({ ContentType: 'image/png', ContentLength: 2048 });
    s3.on(HeadObjectCommand, { Key: 'missing' }).rejects(new NotFound({ message: 'NotFound', $metadata: metadata }));
    const denied = new S3ServiceException({
      name: 'AccessDenied',
      $fault: 'client',
      $metadata: { httpStatusCode: 403 },
    });
    s3.on(HeadObjectCommand, { Key: 'forbidden' }).rejects(denied);

    expect(await storage.head('logo')).toEqual({ contentType: 'image/png', size: 2048 });
    expect(await storage.head('missing')).toBeUndefined();
    await expect(storage.head('forbidden')).rejects.toBe(denied);
  });

  it('deletes an object of the bucket', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage.delete('companies/c1/logo/a');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: BUCKET,
      Key: 'companies/c1/logo/a',
    });
  });

  it('presigns an upload bound to the content type and size, for five minutes, without a checksum', async () => {
    const upload = await storage.uploadUrl('companies/c1/logo/a', { contentType: 'image/png', size: 1234 }, NOW);
    const url = new URL(upload.url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:4569/${BUCKET}/companies/c1/logo/a`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_SECONDS));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // A checksum of the empty body signed into the URL would make every browser upload fail.
    expect([...url.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      expiresAt: new Date('2026-03-02T10:05:00.000Z'),
    });
    // Presigning sends nothing.
    expect(s3.calls()).toEqual([]);
  });

  it('refuses a key that is no plain path before the bucket is asked (issue 25 point 1)', async () => {
    s3.on(GetObjectCommand).callsFake(() => ({ Body: body(new Uint8Array([1])) }));
    s3.on(HeadObjectCommand).resolves({ ContentType: 'text/csv', ContentLength: 1 });
    s3.on(DeleteObjectCommand).resolves({});
    s3.on(PutObjectCommand).resolves({});
    const climbing = 'companies/c1/toll-imports/../../c2/toll-imports/list.csv';
    for (const key of [climbing, '/companies/c2/logo/a', 'companies/c1//a', 'companies/c1/..\\c2\\a']) {
      const refused = { code: 'LW_403_03_0001' };
      await expect(storage.get(key), key).rejects.toMatchObject(refused);
      await expect(storage.head(key), key).rejects.toMatchObject(refused);
      await expect(storage.delete(key), key).rejects.toMatchObject(refused);
      await expect(storage.put(key, 'x', 'text/plain'), key).rejects.toMatchObject(refused);
      await expect(storage.uploadUrl(key, { contentType: 'text/csv', size: 1 }, NOW), key).rejects.toMatchObject(
        refused,
      );
      await expect(storage.downloadUrl(key, NOW), key).rejects.toMatchObject(refused);
    }
    expect(s3.calls()).toEqual([]);
  });

  it('presigns a download for fifteen minutes', async () => {
    const download = await storage.downloadUrl('companies/c1/logo/a', NOW);
    const url = new URL(download.url);
    expect(url.pathname).toBe(`/${BUCKET}/companies/c1/logo/a`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(DOWNLOAD_URL_SECONDS));
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^TESTKEY\//);
    expect(download.expiresAt).toEqual(new Date('2026-03-02T10:15:00.000Z'));
  });
});
