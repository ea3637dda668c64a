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
