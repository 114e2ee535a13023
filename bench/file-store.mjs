// A 100 MB upload into the file store (issue 25 §9, docs/decisions/0078): the server's peak memory
// while it takes the file, on the local disk and on S3, beside the floors and the naive ways.
// Each target runs alone in a child process (node --import tsx), which resets its peak resident size
// (VmHWM, through /proc/self/clear_refs) just before the upload and reads it when the upload is done:
//   app, FILE_STORE=local   POST /api/documents on the real app (listening on 127.0.0.1, SQLite),
//                           the file sent as a multipart stream by an http client in the same process
//   app, FILE_STORE=s3      the same against s3rver (an S3 protocol server in the parent process)
//   bare stream copy        a bare node:http server piping the request body to a file (the floor)
//   toBuffer + writeFile    a bare Fastify route reading the multipart file with toBuffer() and
//                           writing it (what POST /api/documents did before this change)
//   SDK PutObject (buffer)  the file read into memory and sent with one PutObject (@aws-sdk/client-s3)
//   SDK Upload (stream)     lib-storage's Upload from a file stream alone (the floor for S3)
// "peak RSS" is the peak over the whole process (it holds the app, as a server does); "RSS +MB" is that
// peak over the size just before the upload (what the upload itself took). Times are one run's.
// Run: node --import tsx bench/file-store.mjs   (SIZE_MB=100)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const SIZE_MB = Number(process.env.SIZE_MB ?? 100);

const status = (field) => {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024; // MB
};

/** Sends the file as a multipart form to url, streamed; resolves with the status code. */
function postMultipart(url, file, token) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nOperations\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="department"\r\n\r\nOperations\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
    request.write(head);
    const stream = createReadStream(file);
    stream.pipe(request, { end: false });
    stream.on('end', () => request.end(tail));
  });
}

function runChild(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

async function measure(work) {
  globalThis.gc?.();
  const before = status('VmRSS');
  writeFileSync('/proc/self/clear_refs', '5');
  const started = performance.now();
  const detail = await work();
  const ms = performance.now() - started;
  return {
    ms: Math.round(ms),
    peakRssMb: Math.round(status('VmHWM')),
    rssGrowthMb: Math.round(status('VmHWM') - before),
    detail,
  };
}

async function child(target, file, s3EnvJson) {
  const s3Env = JSON.parse(s3EnvJson);
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-store-'));
  try {
    if (target === 'app-local' || target === 'app-s3') {
      const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
      const { registerUser } = await import('../apps/server/src/test/factories.ts');
      const t = await createTestApp('sqlite', target === 'app-s3' ? s3Env : {});
      const { token } = await registerUser(t.app, { role: 'PROJECT_MANAGER' });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address();
      const result = await measure(() =>
        postMultipart(`http://127.0.0.1:${port}/api/documents`, file, token),
      );
      await t.close();
      if (result.detail.status !== 201)
        throw new Error(`upload answered ${result.detail.status}: ${result.detail.body}`);
      return { ...result, detail: undefined };
    }
    if (target === 'bare-stream') {
      const server = http.createServer((request, response) => {
        pipeline(request, createWriteStream(path.join(dir, 'copy'))).then(() => response.end('ok'));
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const result = await measure(() => postMultipart(`http://127.0.0.1:${server.address().port}/`, file));
      server.close();
      return { ...result, detail: undefined };
    }
    if (target === 'bare-tobuffer') {
      const { default: Fastify } = await import('fastify');
      const { default: multipart } = await import('@fastify/multipart');
      const app = Fastify();
      await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024 } });
      app.post('/', async (request) => {
        const part = await request.file();
        await writeFile(path.join(dir, 'copy'), await part.toBuffer());
        return { ok: true };
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const result = await measure(() =>
        postMultipart(`http://127.0.0.1:${app.server.address().port}/`, file),
      );
      await app.close();
      return { ...result, detail: undefined };
    }
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { Upload } = await import('@aws-sdk/lib-storage');
    const client = new S3Client({
      endpoint: s3Env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3Env.S3_ACCESS_KEY_ID, secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const Bucket = s3Env.S3_BUCKET;
    const result =
      target === 'sdk-put'
        ? await measure(async () => {
            const body = await readFile(file);
            await client.send(
              new PutObjectCommand({ Bucket, Key: 'bench/put', Body: body, ContentLength: body.length }),
            );
          })
        : await measure(() =>
            new Upload({
              client,
              params: { Bucket, Key: 'bench/upload', Body: createReadStream(file) },
              partSize: 8 * 1024 * 1024,
              queueSize: 2,
            }).done(),
          );
    client.destroy();
    return { ...result, detail: undefined };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [target, file, s3Env] = process.argv.slice(3);
  child(target, file, s3Env).then(
    (result) => {
      console.log(`RESULT ${JSON.stringify(result)}`);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  const { startS3Server } = await import('../apps/server/src/test/s3-server.ts');
  const { makePdf } = await import('../apps/server/src/modules/handbook/test-pdfs.ts');
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-file-'));
  const file = path.join(dir, 'big.pdf');
  // A real PDF and incompressible bytes after it, SIZE_MB in all less 1 KiB (the limit is 100 MB).
  const pdf = await makePdf({ pages: ['Sprinkler system record drawings, issue 4.'] });
  const out = createWriteStream(file);
  out.write(pdf);
  out.write('\n%');
  const total = SIZE_MB * 1024 * 1024 - 1024 - pdf.length - 2;
  for (let written = 0; written < total; written += 1024 * 1024) {
    const chunk = randomBytes(1024 * 1024)
      .toString('base64')
      .slice(0, Math.min(1024 * 1024, total - written));
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
  const s3 = await startS3Server();
  const targets = [
    ['app-local', 'app, FILE_STORE=local'],
    ['app-s3', 'app, FILE_STORE=s3 (s3rver)'],
    ['bare-stream', 'bare stream copy to a file'],
    ['bare-tobuffer', 'Fastify toBuffer + writeFile (before)'],
    ['sdk-upload', 'SDK Upload from a stream (S3 floor)'],
    ['sdk-put', 'SDK PutObject of a buffer'],
  ];
  const rows = [];
  for (const [target, label] of targets) {
    // Not spawnSync: s3rver answers from this process's event loop.
    const run = await runChild([
      '--expose-gc',
      '--import',
      'tsx',
      self,
      '--child',
      target,
      file,
      JSON.stringify(s3.env),
    ]);
    const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) {
      console.error(`${label} failed:\n${run.stderr.slice(-2000)}`);
      continue;
    }
    rows.push({ target: label, ...JSON.parse(line.slice(7)) });
  }
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
  console.log(`A ${SIZE_MB} MB upload (${new Date().toISOString().slice(0, 10)}, node ${process.version})`);
  console.table(
    rows.map((r) => ({
      target: r.target,
      'time ms': r.ms,
      'peak RSS MB': r.peakRssMb,
      'RSS +MB': r.rssGrowthMb,
    })),
  );
  const results = path.join(path.dirname(self), 'results', 'file-store.json');
  writeFileSync(results, `${JSON.stringify({ sizeMb: SIZE_MB, node: process.version, rows }, null, 2)}\n`);
}
