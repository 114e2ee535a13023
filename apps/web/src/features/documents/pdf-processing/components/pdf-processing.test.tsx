import {
  DEFAULT_PROCESSING_OPTIONS,
  PROCESSING_MESSAGES,
  PROCESSING_STEPS,
  type ProcessingAccepted,
  type ProcessingJob,
  type ProcessingResponse,
  type ProcessingStats,
} from '@firebreak/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { PROCESSING_STRINGS as S } from '../strings';
import { makeJob, makeResponse, makeStats, pdfFile } from '../test-processing';
import { JOB_STORAGE_KEY, resetWizard } from '../wizard-store';
import { PdfProcessing } from './pdf-processing';

const socket = vi.hoisted(() => ({ listeners: new Map<string, Set<(payload: unknown) => void>>() }));
vi.mock('@/lib/socket/realtime', () => ({
  realtime: {
    onServerEvent: (event: string, listener: (payload: unknown) => void) => {
      const set = socket.listeners.get(event) ?? new Set();
      set.add(listener);
      socket.listeners.set(event, set);
      return () => set.delete(listener);
    },
    on: () => () => undefined,
  },
}));

function fireSocket(payload: unknown) {
  act(() => {
    for (const listener of socket.listeners.get('processing_job') ?? []) listener(payload);
  });
}

const UPLOAD = '/document-processing/upload-and-process';
const STATS = '/document-processing/stats';

/** The upload's answer: a finished result (200) or a followed job (202). */
const respond = (data: ProcessingResponse | ProcessingAccepted, status = 200) =>
  HttpResponse.json(data, { status });

function httpFailure(status: number, statusText: string) {
  return new HttpResponse(JSON.stringify({ error: statusText }), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

let jobs = new Map<string, ReturnType<typeof makeJob>>();
let stats = makeStats(3);

beforeEach(() => {
  resetWizard();
  socket.listeners.clear();
  jobs = new Map();
  stats = makeStats(3);
  api.get<ProcessingStats>(STATS, () => stats);
  api.get<{ items: ProcessingJob[] }>('/document-processing/jobs', () => ({ items: [...jobs.values()] }));
  api.get<ProcessingJob>('/document-processing/jobs/:id', ({ params }) => {
    const job = jobs.get(String(params.id));
    return job ?? apiError(404, 'Job not found');
  });
});

const render = () => renderRoutes([{ path: '/', element: <PdfProcessing /> }]);

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('pdf-file-input'), { target: { files: [file] } });
}

/** The quick scan answers `scan`; full runs answer `run`. */
function serveUpload(scan: () => Response, run?: () => Response) {
  api.post<FormData, ProcessingResponse | ProcessingAccepted>(UPLOAD, ({ body }) =>
    body.has('useOCR') && run ? run() : scan(),
  );
}

/** What the app sent to the upload, as MSW read the multipart body. */
const uploads = () => requestsTo('POST', UPLOAD).map((request) => request.body as FormData);

const switchNamed = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function scanTo(quality: number) {
  serveUpload(() => respond(makeResponse({ quality, confidence: 0.5, quickScan: true })));
  const view = render();
  chooseFile(pdfFile());
  await screen.findByRole('button', { name: S.process });
  return view;
}

describe('PDF Processing wizard', () => {
  it('shows the four steps and loads the statistics on opening', async () => {
    serveUpload(() => respond(makeResponse()));
    render();
    for (const step of PROCESSING_STEPS) expect(screen.getByText(step)).toBeInTheDocument();
    // The drop zone is a button, so the keyboard reaches it.
    expect(screen.getByRole('button', { name: new RegExp(`^${S.dropZone}`) })).toBeInTheDocument();
    await waitFor(() => lastRequest('GET', STATS));
  });

  it('refuses anything but one PDF of at most 100 MB, with the spec messages', async () => {
    serveUpload(() => respond(makeResponse()));
    render();
    chooseFile(pdfFile('notes.txt'));
    expect(await screen.findByText(PROCESSING_MESSAGES.pdfOnly)).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('pdf-drop-zone'), {
      dataTransfer: { files: [pdfFile('a.pdf'), pdfFile('b.pdf')] },
    });
    expect(screen.getByText(PROCESSING_MESSAGES.pdfOnly)).toBeInTheDocument();
    chooseFile(pdfFile('huge.pdf', 104_857_601));
    expect(await screen.findByText(PROCESSING_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(requestsTo('POST', UPLOAD)).toHaveLength(0);
  });

  it('scans a dropped PDF with only the file, shows the analysis and applies the suggested options', async () => {
    serveUpload(() => respond(makeResponse({ quality: 0.3, confidence: 0.5, quickScan: true })));
    render();
    fireEvent.drop(screen.getByTestId('pdf-drop-zone'), { dataTransfer: { files: [pdfFile()] } });
    await screen.findByRole('button', { name: S.process });
    const form = uploads()[0]!;
    expect([...form.keys()]).toEqual(['pdf']);
    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(screen.getByText('50% · medium confidence')).toBeInTheDocument();
    // §9: a standard extraction recommends 'standard', named as a person says it (issue 27 item 14).
    expect(screen.getByText(S.methodName.standard as string)).toBeInTheDocument();
    expect(screen.queryByText('standard')).not.toBeInTheDocument();
    // A text layer of poor quality is not a scan: no scan note.
    expect(screen.queryByText(S.noTextLayer)).not.toBeInTheDocument();
    // quality 0.3: OCR and enhance on, summary off.
    expect(switchNamed(S.useOCR).checked).toBe(true);
    expect(switchNamed(S.enhanceImages).checked).toBe(true);
    expect(switchNamed(S.extractMetadata).checked).toBe(true);
    expect(switchNamed(S.generateSummary).checked).toBe(false);
  });

  it("says what a scan's 0% text quality means, and that OCR will read it (issue 27 item 14)", async () => {
    const scan = makeResponse({ quality: 0, confidence: 0.91, quickScan: true });
    serveUpload(() =>
      respond({ ...scan, finalText: scan.finalText && { ...scan.finalText, method: 'ocr', scanned: true } }),
    );
    render();
    fireEvent.drop(screen.getByTestId('pdf-drop-zone'), { dataTransfer: { files: [pdfFile()] } });
    await screen.findByRole('button', { name: S.process });
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText(S.noTextLayer)).toBeInTheDocument();
    expect(screen.getByText('OCR')).toBeInTheDocument();
    expect(screen.queryByText('ocr')).not.toBeInTheDocument();
  });

  it('turns OCR off for a good text layer, which disables Enhance Images', async () => {
    const { user } = await scanTo(0.9);
    expect(switchNamed(S.useOCR).checked).toBe(false);
    expect(switchNamed(S.enhanceImages)).toBeDisabled();
    expect(switchNamed(S.generateSummary).checked).toBe(true);
    await user.click(switchNamed(S.useOCR));
    expect(switchNamed(S.enhanceImages)).toBeEnabled();
  });

  it.each([
    [
      'an HTTP failure',
      () => serveUpload(() => httpFailure(500, 'Internal Server Error')),
      PROCESSING_MESSAGES.scanUploadFailed,
    ],
    [
      'a thrown error',
      () => {
        // Not an HTTP answer: the client itself fails before anything is sent.
        vi.spyOn(apiClient, 'post').mockRejectedValueOnce(new Error('Disk full'));
      },
      'Disk full',
    ],
    [
      'an unsuccessful scan',
      () => serveUpload(() => respond(makeResponse({ success: false, finalText: null }))),
      PROCESSING_MESSAGES.scanFailed,
    ],
  ])('shows the §8 quick scan message for %s', async (_, serve, message) => {
    serve();
    render();
    chooseFile(pdfFile());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.process })).not.toBeInTheDocument();
  });

  it('follows a quick scan that answers 202 until it completes', async () => {
    jobs.set('scan-1', makeJob({ id: 'scan-1', quickScan: true, status: 'running' }));
    serveUpload(() => respond({ jobId: 'scan-1', status: 'queued' }, 202));
    render();
    chooseFile(pdfFile());
    expect(await screen.findByText('Page 0 of 10')).toBeInTheDocument();
    jobs.set(
      'scan-1',
      makeJob({ id: 'scan-1', quickScan: true, status: 'completed', result: makeResponse({ quality: 0.2 }) }),
    );
    fireSocket(makeJob({ id: 'scan-1', quickScan: true, status: 'completed' }));
    await screen.findByRole('button', { name: S.process });
    expect(switchNamed(S.useOCR).checked).toBe(true);
  });

  it('sends the options, follows a 202 run with live progress and shows the result', async () => {
    const { user } = await scanTo(0.3);
    jobs.set('job-9', makeJob());
    serveUpload(
      () => respond(makeResponse()),
      () => respond({ jobId: 'job-9', status: 'queued' }, 202),
    );
    await user.type(screen.getByLabelText(S.maxPages), '5');
    await user.click(screen.getByRole('button', { name: S.process }));
    await waitFor(() => expect(uploads().length).toBeGreaterThan(1));
    const form = uploads().at(-1)!;
    expect(Object.fromEntries(form.entries())).toMatchObject({
      useOCR: 'true',
      enhanceImages: 'true',
      extractMetadata: 'true',
      generateSummary: 'false',
      maxPages: '5',
    });
    expect(await screen.findByText('Reading text layer')).toBeInTheDocument();
    expect(sessionStorage.getItem(JOB_STORAGE_KEY)).toBe('job-9');

    fireSocket(makeJob({ progress: { page: 3, pages: 10, stage: 'OCR page 3' } }));
    expect(await screen.findByText('Page 3 of 10')).toBeInTheDocument();
    expect(screen.getByText('OCR page 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: S.progressLabel })).toHaveAttribute('aria-valuenow', '30');
    // The screen stays usable while it runs.
    expect(screen.getByRole('button', { name: S.stats })).toBeEnabled();

    const statsCalls = requestsTo('GET', STATS).length;
    jobs.set(
      'job-9',
      makeJob({ status: 'completed', result: makeResponse({ jobId: 'job-9', quality: 0.55 }) }),
    );
    fireSocket(makeJob({ status: 'completed' }));
    expect(await screen.findByRole('region', { name: S.extractedText })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByText('1.2 s')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET', STATS).length).toBeGreaterThan(statsCalls));
  });

  it('polls the job when no socket event comes', async () => {
    const { user } = await scanTo(0.9);
    jobs.set('job-9', makeJob());
    serveUpload(
      () => respond(makeResponse()),
      () => respond({ jobId: 'job-9', status: 'running' }, 202),
    );
    await user.click(screen.getByRole('button', { name: S.process }));
    await screen.findByRole('button', { name: S.cancel });
    jobs.set('job-9', makeJob({ status: 'completed', result: makeResponse({ jobId: 'job-9' }) }));
    expect(await screen.findByRole('region', { name: S.extractedText })).toBeInTheDocument();
  });

  it('cancels a running job', async () => {
    const { user } = await scanTo(0.9);
    jobs.set('job-9', makeJob());
    serveUpload(
      () => respond(makeResponse()),
      () => respond({ jobId: 'job-9', status: 'running' }, 202),
    );
    api.delete<ProcessingJob>('/document-processing/jobs/:id', makeJob({ status: 'cancelled' }));
    await user.click(screen.getByRole('button', { name: S.process }));
    await user.click(await screen.findByRole('button', { name: S.cancel }));
    await waitFor(() => lastRequest('DELETE', '/document-processing/jobs/job-9'));
    expect(await screen.findByText(PROCESSING_MESSAGES.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.cancel })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.process })).toBeEnabled();
  });

  it.each([
    [
      'an HTTP failure',
      () => httpFailure(500, 'Internal Server Error'),
      'Processing failed: Internal Server Error',
    ],
    ['no reply', () => HttpResponse.error(), 'Processing failed'],
    [
      'success false',
      () => respond(makeResponse({ success: false, error: 'Pages unreadable' })),
      'Processing failed: Pages unreadable',
    ],
    [
      'success false without text',
      () => respond(makeResponse({ success: false, error: null })),
      'Processing failed: Unknown error occurred',
    ],
  ])('shows the §8 processing message for %s', async (_, run, message) => {
    const { user } = await scanTo(0.9);
    serveUpload(() => respond(makeResponse()), run);
    await user.click(screen.getByRole('button', { name: S.process }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says why a followed run failed', async () => {
    const { user } = await scanTo(0.9);
    jobs.set('job-9', makeJob());
    serveUpload(
      () => respond(makeResponse()),
      () => respond({ jobId: 'job-9', status: 'running' }, 202),
    );
    await user.click(screen.getByRole('button', { name: S.process }));
    await screen.findByRole('button', { name: S.cancel });
    jobs.set('job-9', makeJob({ status: 'failed', error: PROCESSING_MESSAGES.encrypted }));
    fireSocket(makeJob({ status: 'failed', error: PROCESSING_MESSAGES.encrypted }));
    expect(
      await screen.findByText(`Processing failed: ${PROCESSING_MESSAGES.encrypted}`),
    ).toBeInTheDocument();
  });

  it('lists at most 10 recent runs in the statistics dialog', async () => {
    stats = makeStats(12);
    serveUpload(() => respond(makeResponse()));
    const { user } = render();
    await waitFor(() => lastRequest('GET', STATS));
    await user.click(screen.getByRole('button', { name: S.stats }));
    const dialog = await screen.findByRole('dialog', { name: S.statsTitle });
    const list = await within(dialog).findByRole('list', { name: S.recentProcessing });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText('40%')).toBeInTheDocument();
    expect(within(dialog).getByText('2.5 s')).toBeInTheDocument();
    expect(within(dialog).getByText('12')).toBeInTheDocument();
  });

  it("'New Document' goes back to step 0 with the default options", async () => {
    const { user } = await scanTo(0.9);
    expect(switchNamed(S.useOCR).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: S.newDocument }));
    expect(await screen.findByRole('button', { name: S.choosePdf })).toBeInTheDocument();
    expect(screen.queryByText('riser-report.pdf')).not.toBeInTheDocument();
    // The same file again, and a scan that fails: the options shown are the defaults.
    serveUpload(() => respond(makeResponse({ success: false, finalText: null })));
    chooseFile(pdfFile());
    await screen.findByText(PROCESSING_MESSAGES.scanFailed);
    const { getWizard } = await import('../wizard-store');
    expect(getWizard().options).toEqual(DEFAULT_PROCESSING_OPTIONS);
  });

  it('resumes a running job after a reload', async () => {
    jobs.set('job-9', makeJob({ progress: { page: 4, pages: 8, stage: 'OCR page 4' } }));
    serveUpload(() => respond(makeResponse()));
    render();
    expect(await screen.findByText('Page 4 of 8')).toBeInTheDocument();
    expect(sessionStorage.getItem(JOB_STORAGE_KEY)).toBe('job-9');
  });
});
