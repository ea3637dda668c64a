/** The parts of s3rver 3.7 that lib/local/emulators/s3.ts uses; the package ships no types. */
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  class S3rver extends EventEmitter {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
  }
  export default S3rver;
}

/**
 * The part of mailparser 3.9 (the parser aws-ses-v2-local stores raw mails with) that the mail tests read
 * back a composed mail with; the package ships no types.
 */
declare module 'mailparser' {
  type AddressObject = { value: { name: string; address?: string }[]; text: string };
  type Attachment = { filename?: string; contentType: string; content: Buffer };
  type ParsedMail = {
    subject?: string;
    text?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    cc?: AddressObject | AddressObject[];
    replyTo?: AddressObject;
    attachments: Attachment[];
  };
  export function simpleParser(source: Buffer | string): Promise<ParsedMail>;
}
