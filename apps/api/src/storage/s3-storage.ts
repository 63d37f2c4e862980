import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, newStorageKey, StoredFileMissingError, type FileStorage } from './file-storage';

export type S3Settings = {
  /** Only for S3-compatible servers (MinIO, Ceph, R2 …); AWS itself needs none. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: what MinIO and most self-hosted servers expect. */
  forcePathStyle: boolean;
};

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

/** Readiness must answer within the health check's patience, not after the SDK's retries. */
const CHECK_TIMEOUT_MS = 5000;
/** Each download holds a socket to the storage while the client reads it: room for many slow readers. */
const MAX_SOCKETS = 256;
/** lib-storage's smallest part: a file up to this size is one PutObject, a larger one a multipart upload. */
const PART_SIZE = 5 * 1024 * 1024;

export function createS3Client(settings: S3Settings): S3Client {
  const agentOptions = { keepAlive: true, maxSockets: MAX_SOCKETS };
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: since 3.729 the SDK adds CRC32 trailers to every upload by
    // default, which many S3-compatible servers (older MinIO, Ceph, s3rver) refuse or cannot read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5000,
      // Idle time of a socket, not the length of a transfer: a large download may take longer.
      requestTimeout: 30_000,
      httpAgent: new http.Agent(agentOptions),
      httpsAgent: new https.Agent(agentOptions),
    },
  });
}

/** Files as objects of one bucket, keyed exactly as on disk (without the subfolder, which S3 does not need). */
export function createS3Storage(settings: S3Settings, client: S3Client = createS3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  return {
    async put(body, extension) {
      const key = newStorageKey(extension);
      // Upload streams a Readable in parts (aborting the multipart upload when the source fails) and
      // sends a small Buffer as a single PutObject.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: 2,
      });
      // The source's own failure (a cut-off upload, a size cap) is the cause to report, not the abort
      // of the multipart upload that follows it, which some S3-compatible servers refuse.
      let sourceError: unknown;
      if (!Buffer.isBuffer(body)) body.once('error', (error) => (sourceError = error));
      try {
        await upload.done();
      } catch (error) {
        throw sourceError ?? error;
      }
      return key;
    },
    async open(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
        return { stream: answer.Body, size: answer.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
          throw new StoredFileMissingError(key);
        }
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers a deleted or never-stored key with success, as the disk driver's `force` does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
    close: async () => client.destroy(),
  };
}
