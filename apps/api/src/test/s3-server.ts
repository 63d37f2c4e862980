import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-storage';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const S3RVER_KEY = 'S3RVER';

export type S3TestServer = {
  /** Settings of the bucket, as loadConfig builds them from S3_* (path style, as MinIO-like servers need). */
  settings: S3Settings;
  /** Where s3rver keeps the objects (one folder per bucket). */
  directory: string;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible HTTP server (s3rver) on a free port with its files in a temp folder: the S3
 * driver is tested over HTTP with signed requests, not against a mock of the client (issue 16).
 */
export async function startS3Server(bucket = 'freight-files'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  let closing: Promise<void> | undefined;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    directory,
    // Tests stop the server on purpose (an unreachable storage); closing twice is then no error.
    close: async () => {
      closing ??= server.close();
      await closing;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
