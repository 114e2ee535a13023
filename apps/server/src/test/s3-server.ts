/**
 * A real S3 protocol server of the test's own: s3rver serving the S3 API from a temporary folder on a
 * spare loopback port, with one fresh bucket. `env` is what an app needs to use it (FILE_STORE=s3).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type TestS3 = {
  env: Record<string, string>;
  bucket: string;
  /** The folder s3rver keeps the bucket in. */
  directory: string;
  stop: () => Promise<void>;
};

export async function startS3Server(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'firebreak-s3-'));
  const bucket = `firebreak-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    directory,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed keys: it checks each request's signature against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
