/**
 * /api/document-processing end to end on a real app (issue 12): bad files refused with nothing kept,
 * a text PDF answered at once, a scan followed as a job to its OCR'd text, other users kept out,
 * cancel, statistics, 'Add to library' found by search, and a scanned library upload read by OCR.
 * On SQLite always and PostgreSQL when TEST_DATABASE_URL is set.
 */
import type { ProcessingJob, ProcessingResponse } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, waitForText } from '../../test/factories';
import { manyPagePdf } from '../../test/hostile-files';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { makePdf, multipartBody, zeroPagePdf } from '../handbook/test-pdfs';
import { generateScannedPdf } from './scans/generate-scan';
import { FULL, processPdf, URL, waitForJob } from './test-helpers';

const jobRows = async (t: TestApp) =>
  Number(
    (
      await t.database.db
        .selectFrom('processing_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const CERTIFICATE = [
  'HYDROSTATIC PRESSURE TEST CERTIFICATE',
  'Certificate No: HT-2025-0417',
  'Site: Midrand Logistics Park, Warehouse 3',
  'Sprinkler installation tested to SANS 10287 and NFPA 13.',
  'Test pressure 15 bar held for 2 hours on 12 March 2025.',
  'Result: no leaks, no pressure drop. Quokkaflange couplings inspected.',
];

/** A search result's passage: on page 1 of the scan, marking the word searched for. */
function expectPassageWith(
  result:
    | { passage?: { text: string; page: number | null; highlights: [number, number][] } | null }
    | undefined,
  word: string,
) {
  const passage = result?.passage;
  expect(passage?.page).toBe(1);
  const marked = (passage?.highlights ?? []).map(([a, b]) => passage?.text.slice(a, b).toLowerCase());
  expect(marked).toContain(word);
}

describe.each(engines)('PDF processing API (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let other: string;
  let admin: string;
  let scan: Buffer;
  let quickJobId = '';

  beforeAll(async () => {
    // Wait 0: every run answers 202 and is followed as a job.
    t = await createTestApp(engine, { PROCESSING_WAIT_SECONDS: '0' });
    token = (await registerUser(t.app, { role: 'TECHNICIAN' })).token;
    other = (await registerUser(t.app, { role: 'ENGINEER' })).token;
    admin = (await registerUser(t.app, { role: 'ADMIN' })).token;
    scan = Buffer.from(
      (await generateScannedPdf({ pages: [CERTIFICATE], degradation: 'mild', seed: 7 })).pdf,
    );
  });
  afterAll(async () => t?.close());

  it('refuses what is not one PDF with the specification message and keeps nothing', async () => {
    const before = await jobRows(t);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: Array<[string, Awaited<ReturnType<typeof processPdf>>]> = [
      ['png named .pdf', await processPdf(t.app, token, png, {}, 'scan.pdf')],
      ['empty file', await processPdf(t.app, token, Buffer.alloc(0))],
      ['text file', await processPdf(t.app, token, Buffer.from('hello'), {}, 'notes.txt')],
    ];
    const wrongField = multipartBody({ name: 'a.pdf', data: await makePdf(), field: 'file' });
    cases.push([
      'wrong field',
      await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...bearer(token), ...wrongField.headers },
        payload: wrongField.payload,
      }),
    ]);
    const noFile = multipartBody(null, { useOCR: 'true' });
    cases.push([
      'no file',
      await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...bearer(token), ...noFile.headers },
        payload: noFile.payload,
      }),
    ]);
    // Two files: a second file part after the first.
    const one = multipartBody({ name: 'a.pdf', data: await makePdf(), field: 'pdf' });
    const boundary = one.headers['content-type'].split('boundary=')[1];
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`,
    );
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    cases.push([
      'two files',
      await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...bearer(token), ...one.headers },
        payload,
      }),
    ]);
    cases.push([
      'json body',
      await t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload: { pdf: 'x' } }),
    ]);
    for (const [name, response] of cases) {
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ error: 'Please upload a PDF file only' });
    }
    expect(await jobRows(t)).toBe(before);
  });

  it('refuses bad options and encrypted PDFs with a clear 4xx, keeping nothing', async () => {
    const before = await jobRows(t);
    const pdf = await makePdf();
    for (const maxPages of ['abc', '0', '-1', '1.5', '1e3']) {
      const response = await processPdf(t.app, token, pdf, { ...FULL, maxPages });
      expect(response.statusCode, maxPages).toBe(400);
      expect(response.json().error).toBe('maxPages must be a whole number of at least 1');
    }
    const flag = await processPdf(t.app, token, pdf, { ...FULL, useOCR: 'maybe' });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().error).toBe('useOCR must be true or false');
    for (const password of [{ userPassword: 'secret' }, { ownerPassword: 'owner' }]) {
      const encrypted = await makePdf(password);
      const response = await processPdf(t.app, token, encrypted, FULL);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatch(/encrypted or password-protected/);
    }
    expect(await jobRows(t)).toBe(before);
  });

  it('processes a text PDF from its text layer: pages split by form feed, facts, summary', async () => {
    const pdf = await makePdf({
      title: 'Pump test record',
      pages: [
        'Diesel fire pump test to SANS 10287. Churn pressure 10 bar on 2025-03-14. Certificate No: PT-2025-0031.',
        'Flow test at 150 percent of rated flow gave 7.2 bar. The pump passed every test in this record.',
      ],
    });
    const accepted = await processPdf(t.app, token, pdf, FULL, 'pump-test.pdf');
    expect(accepted.statusCode).toBe(202);
    const job = await waitForJob(t.app, token, accepted.json().jobId);
    expect(job.status).toBe('completed');
    const result = job.result as ProcessingResponse;
    expect(result.success).toBe(true);
    expect(result.fileName).toBe('pump-test.pdf');
    expect(result.finalText?.method).toBe('standard');
    expect(result.finalText?.pages).toBe(2);
    expect(result.finalText?.text.split('\f')).toHaveLength(2);
    expect(result.finalText?.text).toContain('Churn pressure 10 bar');
    expect(result.finalText?.quality).toBeGreaterThan(0.7);
    expect(result.metadata?.title).toBe('Pump test record');
    expect(result.metadata?.facts.standards).toContain('SANS 10287');
    expect(result.metadata?.facts.certificateNumbers.join(' ')).toContain('PT-2025-0031');
    expect(result.summary?.kind).toBe('extractive');
    expect(result.summary?.sentences.length).toBeGreaterThan(0);
  });

  it('the quick scan is the same call with only the file', async () => {
    const accepted = await processPdf(t.app, token, scan);
    expect(accepted.statusCode).toBe(202);
    const job = await waitForJob(t.app, token, accepted.json().jobId);
    quickJobId = job.id;
    expect(job.quickScan).toBe(true);
    expect(job.result?.quickScan).toBe(true);
    expect(job.result?.finalText?.method).toBe('ocr');
    expect(job.result?.finalText?.scanned).toBe(true);
  });

  it('reads a scan by OCR as a job with progress, and only its owner (or an ADMIN) sees it', async () => {
    const accepted = await processPdf(t.app, token, scan, FULL, 'certificate.pdf');
    expect(accepted.statusCode).toBe(202);
    const { jobId } = accepted.json() as { jobId: string };
    for (const stranger of [other]) {
      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/document-processing/jobs/${jobId}`,
        headers: bearer(stranger),
      });
      expect(seen.statusCode).toBe(404);
      const cancelled = await t.app.inject({
        method: 'DELETE',
        url: `/api/document-processing/jobs/${jobId}`,
        headers: bearer(stranger),
      });
      expect(cancelled.statusCode).toBe(404);
    }
    const job = await waitForJob(t.app, admin, jobId);
    expect(job.status).toBe('completed');
    expect(job.progress.page).toBe(1);
    expect(job.progress.pages).toBe(1);
    const result = job.result as ProcessingResponse;
    expect(result.finalText?.method).toBe('ocr');
    expect(result.finalText?.text.toLowerCase()).toContain('quokkaflange');
    expect(result.finalText?.pageResults[0]?.enhanced).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/document-processing/jobs',
      headers: bearer(token),
    });
    expect(list.json().items.map((item: ProcessingJob) => item.id)).toContain(jobId);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/document-processing/jobs',
      headers: bearer(other),
    });
    expect(theirs.json().items).toEqual([]);
  });

  it('cancels a running job: the child is stopped and the job says so', async () => {
    const long = Buffer.from(
      (
        await generateScannedPdf({
          pages: Array.from({ length: 6 }, (_, page) => [
            `Inspection sheet page ${page + 1}`,
            ...CERTIFICATE,
          ]),
          degradation: 'clean',
          seed: 3,
        })
      ).pdf,
    );
    const accepted = await processPdf(t.app, token, long, FULL);
    const { jobId } = accepted.json() as { jobId: string };
    // Waits for the job to be running (a condition, not a time).
    for (;;) {
      const job = (
        await t.app.inject({
          method: 'GET',
          url: `/api/document-processing/jobs/${jobId}`,
          headers: bearer(token),
        })
      ).json() as ProcessingJob;
      if (job.status === 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/document-processing/jobs/${jobId}`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/document-processing/jobs/${jobId}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    const job = await waitForJob(t.app, token, jobId);
    expect(job.status).toBe('cancelled');
    expect(job.error).toBe('Processing was cancelled');
    await t.app.context.processing.settled();
    expect((await waitForJob(t.app, token, jobId)).status).toBe('cancelled');
  });

  it('ends broken PDFs as failed runs with a clear reason while the server answers', async () => {
    const truncated = (await makePdf({ pages: ['Truncated test page'] })).subarray(0, 300);
    const cases: Array<[string, Buffer, RegExp]> = [
      ['truncated', truncated, /could not be read as a PDF|no pages/],
      ['zero pages', zeroPagePdf(), /no pages/],
    ];
    for (const [name, data, message] of cases) {
      const accepted = await processPdf(t.app, token, data, FULL, `${name}.pdf`);
      expect(accepted.statusCode, name).toBe(202);
      const job = await waitForJob(t.app, token, accepted.json().jobId);
      expect(job.status, name).toBe('failed');
      expect(job.result?.success, name).toBe(false);
      expect(job.result?.error, name).toMatch(message);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });

  it('reads at most maxPages of a 10,000-page PDF and says how many it has', async () => {
    const accepted = await processPdf(t.app, token, manyPagePdf(10_000), { ...FULL, maxPages: '25' });
    const job = await waitForJob(t.app, token, accepted.json().jobId);
    expect(job.status).toBe('completed');
    expect(job.result?.finalText?.pages).toBe(25);
    expect(job.result?.finalText?.totalPages).toBe(10_000);
  });

  it('keeps statistics of full runs per user (an ADMIN sees all), at most 10 recent', async () => {
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/document-processing/stats', headers: bearer(token) })
    ).json();
    // Full runs so far: text, scan and 10,000 pages completed; truncated and zero pages failed. The
    // cancelled run and the quick scan (analysis, not processing) are not counted.
    expect(mine.totalProcessed).toBe(5);
    expect(mine.successful).toBe(3);
    expect(mine.ocrUsageRate).toBeGreaterThan(0);
    expect(mine.averageProcessingTime).toBeGreaterThan(0);
    expect(mine.recentProcessing.length).toBeLessThanOrEqual(10);
    expect(mine.recentProcessing.map((run: { jobId: string }) => run.jobId)).not.toContain(quickJobId);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/document-processing/stats', headers: bearer(other) })
    ).json();
    expect(theirs).toMatchObject({ totalProcessed: 0, successful: 0, recentProcessing: [] });
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/document-processing/stats', headers: bearer(admin) })
    ).json();
    expect(all.totalProcessed).toBe(mine.totalProcessed);
  });

  it("adds a finished run to the library, where search finds a word only the scan's image holds", async () => {
    const accepted = await processPdf(t.app, token, scan, FULL, 'hydrostatic-certificate.pdf');
    const job = await waitForJob(t.app, token, accepted.json().jobId);
    expect(job.status).toBe('completed');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/document-processing/jobs/${job.id}/add-to-library`,
      headers: bearer(token),
      payload: {
        category: 'Safety & Compliance',
        department: 'Operations',
        tags: ['hydrostatic', 'certificate'],
      },
    });
    expect(added.statusCode).toBe(201);
    const document = added.json();
    expect(document.name).toBe('hydrostatic-certificate');
    expect(document.textStatus).toBe('ready');
    expect(document.searchableContent).toContain('quokkaflange');
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/ai-search/keyword?q=quokkaflange',
      headers: bearer(token),
    });
    expect(search.json().results.map((hit: { id: string }) => hit.id)).toContain(document.id);
    // The run's text keeps its page and its own words as the passage shown (decision 0079).
    expectPassageWith(
      search.json().results.find((hit: { id: string }) => hit.id === document.id),
      'quokkaflange',
    );
    const quick = await processPdf(t.app, token, scan);
    const quickJob = await waitForJob(t.app, token, quick.json().jobId);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/document-processing/jobs/${quickJob.id}/add-to-library`,
      headers: bearer(token),
      payload: { category: 'Safety & Compliance', department: 'Operations' },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('reads a scanned library upload by OCR in the background, then search finds it', async () => {
    const body = multipartBody(
      { name: 'Delivery note scan.pdf', data: scan, type: 'application/pdf' },
      { category: 'Operations', department: 'Operations', name: 'Delivery note scan' },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().textStatus).toBe('pending');
    const doc = await waitForText(t.app, token, uploaded.json().id);
    expect(doc.textStatus).toBe('ready');
    expect(doc.searchableContent).toContain('quokkaflange');
    expect(doc.textNote).toMatch(/^Read by OCR \(text quality \d+%\)$/);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/ai-search/hybrid?q=quokkaflange%20couplings&threshold=0.3',
      headers: bearer(token),
    });
    expect(search.json().results.map((hit: { id: string }) => hit.id)).toContain(uploaded.json().id);
    // OCR text takes part as passages as any other text does, with its page (decision 0079).
    expectPassageWith(
      search.json().results.find((hit: { id: string }) => hit.id === uploaded.json().id),
      'quokkaflange',
    );
  });
});

describe.each(engines)('PDF processing: a short run answers at once (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { PROCESSING_WAIT_SECONDS: '60' });
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  it('answers 200 with the processing response when the job ends within the wait', async () => {
    const response = await processPdf(t.app, token, await makePdf({ pages: ['Valve inspection.'] }), FULL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, error: null, finalText: { method: 'standard' } });
  });
});

describe.each(engines)('PDF processing: a run that needs too much memory (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // 256 MB: less than rendering and reading one A4 scan takes, so the child is killed mid-run.
    t = await createTestApp(engine, {
      PROCESSING_WAIT_SECONDS: '0',
      PROCESSING_MEMORY_MB: '256',
      // pdfjs renders in the child (as on a machine without poppler): more than 256 MB for one A4 scan.
      PROCESSING_POPPLER: 'false',
    });
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  it('ends as a failed run with a clear reason, and the server keeps answering', async () => {
    const { pdf } = await generateScannedPdf({ pages: [CERTIFICATE], degradation: 'clean', seed: 9 });
    const accepted = await processPdf(t.app, token, Buffer.from(pdf), FULL);
    const job = await waitForJob(t.app, token, accepted.json().jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      'This PDF needs too much memory to process. It may be damaged or built to overload readers.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const next = await processPdf(t.app, token, await makePdf({ pages: ['Still working.'] }), FULL);
    expect((await waitForJob(t.app, token, next.json().jobId)).status).toBe('completed');
  });
});
