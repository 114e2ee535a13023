/**
 * The FileStore in an S3-compatible bucket (FILE_STORE=s3: AWS, MinIO, Ceph, Garage, Cloudflare R2),
 * through the AWS SDK v3. Streams and files go up with lib-storage's Upload (one PUT for a small file,
 * a multipart upload of 8 MB parts, two at a time, for a large one), so an upload never needs the
 * whole file in memory; a single PUT replaces an object atomically, which is what write() promises.
 * Checksums are sent and checked only where the protocol requires them: several S3-compatible
 * servers refuse the SDK's newer default trailing checksums (content-addressed files are checked by
 * their SHA-256 where it matters: files:to-s3 and the tests).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkName, FileMissingError, type FileStore, withTemporaryFile } from './file-store';

export type S3Settings = {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default chain (an AWS instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export const S3_PART_BYTES = 8 * 1024 * 1024;
const S3_PARTS_AT_ONCE = 2;

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  status(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/** The bucket cannot be used; the message says why in the settings' words. */
export class FileStoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileStoreUnavailableError';
  }
}

export type S3FileStore = FileStore & {
  /** Throws an Error saying plainly why the bucket cannot be used (start-up runs this). */
  check(): Promise<void>;
};

export function createS3FileStore(settings: S3Settings, options: { scratchDir: string }): S3FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 10_000 },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const location = `s3://${Bucket}`;

  async function upload(Key: string, Body: Readable): Promise<void> {
    await new Upload({
      client,
      params: { Bucket, Key, Body },
      partSize: S3_PART_BYTES,
      queueSize: S3_PARTS_AT_ONCE,
      leavePartsOnError: false,
    }).done();
  }

  const store: S3FileStore = {
    kind: 's3',
    location,
    async write(name, source) {
      const Key = checkName(name);
      if (source instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: source, ContentLength: source.length }));
      } else if (source instanceof Readable) {
        await upload(Key, source);
      } else {
        await upload(Key, createReadStream(source.path));
      }
    },
    async open(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkName(name) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new FileMissingError(name);
        throw error;
      }
    },
    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkName(name) }));
        return { size: Number(head.ContentLength ?? 0), version: head.ETag ?? String(head.LastModified) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkName(name) }));
    },
    async removeFolder(name) {
      const names: string[] = [];
      for await (const file of store.list(`${checkName(name)}/`)) names.push(file.name);
      for (const Key of names) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key) yield { name: item.Key, size: Number(item.Size ?? 0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async withLocalCopy(name, use) {
      return withTemporaryFile(options.scratchDir, await store.open(name), use);
    },
    async close() {
      client.destroy();
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        // Some servers answer HeadBucket to anyone: a missing object is 404 only to a valid key.
        await client
          .send(new HeadObjectCommand({ Bucket, Key: 'firebreak-start-up-check' }))
          .catch((error) => {
            if (status(error) !== 404) throw error;
          });
      } catch (error) {
        const where = `${location}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
        const code = status(error);
        const reason =
          code === 404
            ? 'the bucket does not exist (create it first)'
            : code === 403 || code === 401
              ? 'access was refused: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket policy'
              : code === 301 || code === 400
                ? `the server refused the request (HTTP ${code}): check S3_REGION, and S3_FORCE_PATH_STYLE`
                : `${(error as Error).name}: ${(error as Error).message || 'no answer'}`;
        throw new FileStoreUnavailableError(`FILE_STORE=s3: the bucket ${where} cannot be used: ${reason}`);
      }
    },
  };
  return store;
}
