/**
 * `npm run files:to-s3`: moves an install's stored files from DATA_DIR to the S3 bucket named by the
 * FILE_STORE=s3 settings the server will use (lib/storage/move-files.ts says how it checks). Stop the
 * server first, or run the command again after switching it: a run copies only what is missing.
 * Exit code 0 when every file is in the bucket, 1 otherwise.
 */
import { ConfigError, loadConfig } from '../config';
import { createLocalFileStore } from '../lib/storage/local-file-store';
import { describeMove, moveFiles } from '../lib/storage/move-files';
import { openFileStore } from '../lib/storage/open-file-store';
import { FileStoreUnavailableError } from '../lib/storage/s3-file-store';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.fileStore.kind !== 's3') {
    console.error(
      'Set FILE_STORE=s3 and the S3_* settings the server will use (S3_BUCKET, S3_ENDPOINT, S3_REGION, the keys): the files in DATA_DIR are copied to that bucket.',
    );
    return 1;
  }
  const from = createLocalFileStore(config.dataDir);
  const to = await openFileStore(config);
  try {
    const summary = await moveFiles({
      from,
      to,
      onProgress: ({ name, outcome, done }) => {
        if (outcome === 'problem' || done % 100 === 0) console.log(`  ${done}: ${name} ${outcome}`);
      },
    });
    console.log(describeMove(summary, config.dataDir, to.location));
    return summary.problems.length === 0 ? 0 : 1;
  } finally {
    await to.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof ConfigError || error instanceof FileStoreUnavailableError)
      console.error(error.message);
    else console.error('The files could not be moved:', error);
    process.exit(1);
  },
);
