import { DEFAULT_PROCESSING_OPTIONS, PROCESSING_MESSAGES, PROCESSING_STEPS } from '@firebreak/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { networkError, respond } from '@/testing/http';
import { renderRoutes } from '@/testing/render';
import { PdfProcessing } from './pdf-processing';
import { PROCESSING_STRINGS as S } from './strings';
import { makeJob, makeResponse, makeStats, pdfFile } from './test-processing';
import { JOB_STORAGE_KEY, resetWizard } from './wizard-store';

vi.mock('@/lib/api-client', () => ({
  apiClient: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));
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
const api = vi.mocked(apiClient);

function fireSocket(payload: unknown) {
  act(() => {
    for (const listener of socket.listeners.get('processing_job') ?? []) listener(payload);
  });
}

function httpFailure(status: number, statusText: string, data: unknown = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    {
      status,
      statusText,
      data,
      headers: {},
      config,
    },
  );
}

let jobs = new Map<string, ReturnType<typeof makeJob>>();
let stats = makeStats(3);

beforeEach(() => {
  resetWizard();
  socket.listeners.clear();
  jobs = new Map();
  stats = makeStats(3);
  api.get.mockImplementation(async (url: string) => {
    if (url === '/document-processing/stats') return respond(stats);
    if (url === '/document-processing/jobs') return respond({ items: [...jobs.values()] });
    if (url.startsWith('/document-processing/jobs/')) {
      const job = jobs.get(url.split('/').pop() ?? '');
      if (job) return respond(job);
    }
    throw new Error(`unexpected GET ${url}`);
  });
});

const render = () => renderRoutes([{ path: '/', element: <PdfProcessing /> }]);

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('pdf-file-input'), { target: { files: [file] } });
}

/** The quick scan answers `scan`; full runs answer `run`. */
function serveUpload(scan: () => Promise<unknown>, run?: () => Promise<unknown>) {
  api.post.mockImplementation(async (_url: string, body?: unknown) => {
    const form = body as FormData;
    return (form.has('useOCR') ? run?.() : scan()) as never;
  });
}

const switchNamed = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function scanTo(quality: number) {
  serveUpload(async () => respond(makeResponse({ quality, confidence: 0.5, quickScan: true })));
  const view = render();
  chooseFile(pdfFile());
  await screen.findByRole('button', { name: S.process });
  return view;
}

describe('PDF Processing wizard', () => {
  it('shows the four steps and loads the statistics on opening', async () => {
    serveUpload(async () => respond(makeResponse()));
    render();
    for (const step of PROCESSING_STEPS) expect(screen.getByText(step)).toBeInTheDocument();
    // The drop zone is a button, so the keyboard reaches it.
    expect(screen.getByRole('button', { name: new RegExp(`^${S.dropZone}`) })).toBeInTheDocument();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/document-processing/stats'));
  });

  it('refuses anything but one PDF of at most 100 MB, with the spec messages', async () => {
    serveUpload(async () => respond(makeResponse()));
    render();
    chooseFile(pdfFile('notes.txt'));
    expect(await screen.findByText(PROCESSING_MESSAGES.pdfOnly)).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('pdf-drop-zone'), {
      dataTransfer: { files: [pdfFile('a.pdf'), pdfFile('b.pdf')] },
    });
    expect(screen.getByText(PROCESSING_MESSAGES.pdfOnly)).toBeInTheDocument();
    chooseFile(pdfFile('huge.pdf', 104_857_601));
    expect(await screen.findByText(PROCESSING_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('scans a dropped PDF with only the file, shows the analysis and applies the suggested options', async () => {
    serveUpload(async () => respond(makeResponse({ quality: 0.3, confidence: 0.5, quickScan: true })));
    render();
    fireEvent.drop(screen.getByTestId('pdf-drop-zone'), { dataTransfer: { files: [pdfFile()] } });
    await screen.findByRole('button', { name: S.process });
    const form = api.post.mock.calls[0]![1] as FormData;
    expect([...form.keys()]).toEqual(['pdf']);
    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(screen.getByText('50% · medium confidence')).toBeInTheDocument();
    // §9: a standard extraction recommends 'standard'.
    expect(screen.getByText('standard')).toBeInTheDocument();
    // quality 0.3: OCR and enhance on, summary off.
    expect(switchNamed(S.useOCR).checked).toBe(true);
    expect(switchNamed(S.enhanceImages).checked).toBe(true);
    expect(switchNamed(S.extractMetadata).checked).toBe(true);
    expect(switchNamed(S.generateSummary).checked).toBe(false);
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
      async () => Promise.reject(httpFailure(500, 'Internal Server Error')),
      PROCESSING_MESSAGES.scanUploadFailed,
    ],
    ['a thrown error', async () => Promise.reject(new Error('Disk full')), 'Disk full'],
    [
      'an unsuccessful scan',
      async () => respond(makeResponse({ success: false, finalText: null })),
      PROCESSING_MESSAGES.scanFailed,
    ],
  ])('shows the §8 quick scan message for %s', async (_, scan, message) => {
    serveUpload(scan);
    render();
    chooseFile(pdfFile());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.process })).not.toBeInTheDocument();
  });

  it('follows a quick scan that answers 202 until it completes', async () => {
    jobs.set('scan-1', makeJob({ id: 'scan-1', quickScan: true, status: 'running' }));
    serveUpload(async () => respond({ jobId: 'scan-1', status: 'queued' }, 202));
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
      async () => respond(makeResponse()),
      async () => respond({ jobId: 'job-9', status: 'queued' }, 202),
    );
    await user.type(screen.getByLabelText(S.maxPages), '5');
    await user.click(screen.getByRole('button', { name: S.process }));
    const form = api.post.mock.calls.at(-1)![1] as FormData;
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

    const statsCalls = api.get.mock.calls.filter(([url]) => url === '/document-processing/stats').length;
    jobs.set(
      'job-9',
      makeJob({ status: 'completed', result: makeResponse({ jobId: 'job-9', quality: 0.55 }) }),
    );
    fireSocket(makeJob({ status: 'completed' }));
    expect(await screen.findByRole('region', { name: S.extractedText })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByText('1.2 s')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.get.mock.calls.filter(([url]) => url === '/document-processing/stats').length,
      ).toBeGreaterThan(statsCalls),
    );
  });

  it('polls the job when no socket event comes', async () => {
    const { user } = await scanTo(0.9);
    jobs.set('job-9', makeJob());
    serveUpload(
      async () => respond(makeResponse()),
      async () => respond({ jobId: 'job-9', status: 'running' }, 202),
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
      async () => respond(makeResponse()),
      async () => respond({ jobId: 'job-9', status: 'running' }, 202),
    );
    api.delete.mockResolvedValue(respond(makeJob({ status: 'cancelled' })));
    await user.click(screen.getByRole('button', { name: S.process }));
    await user.click(await screen.findByRole('button', { name: S.cancel }));
    expect(api.delete).toHaveBeenCalledWith('/document-processing/jobs/job-9');
    expect(await screen.findByText(PROCESSING_MESSAGES.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.cancel })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.process })).toBeEnabled();
  });

  it.each([
    [
      'an HTTP failure',
      async () => Promise.reject(httpFailure(500, 'Internal Server Error')),
      'Processing failed: Internal Server Error',
    ],
    ['no reply', async () => Promise.reject(networkError()), 'Processing failed'],
    [
      'success false',
      async () => respond(makeResponse({ success: false, error: 'Pages unreadable' })),
      'Processing failed: Pages unreadable',
    ],
    [
      'success false without text',
      async () => respond(makeResponse({ success: false, error: null })),
      'Processing failed: Unknown error occurred',
    ],
  ])('shows the §8 processing message for %s', async (_, run, message) => {
    const { user } = await scanTo(0.9);
    serveUpload(async () => respond(makeResponse()), run);
    await user.click(screen.getByRole('button', { name: S.process }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says why a followed run failed', async () => {
    const { user } = await scanTo(0.9);
    jobs.set('job-9', makeJob());
    serveUpload(
      async () => respond(makeResponse()),
      async () => respond({ jobId: 'job-9', status: 'running' }, 202),
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
    serveUpload(async () => respond(makeResponse()));
    const { user } = render();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/document-processing/stats'));
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
    serveUpload(async () => respond(makeResponse({ success: false, finalText: null })));
    chooseFile(pdfFile());
    await screen.findByText(PROCESSING_MESSAGES.scanFailed);
    const { getWizard } = await import('./wizard-store');
    expect(getWizard().options).toEqual(DEFAULT_PROCESSING_OPTIONS);
  });

  it('resumes a running job after a reload', async () => {
    jobs.set('job-9', makeJob({ progress: { page: 4, pages: 8, stage: 'OCR page 4' } }));
    serveUpload(async () => respond(makeResponse()));
    render();
    expect(await screen.findByText('Page 4 of 8')).toBeInTheDocument();
    expect(sessionStorage.getItem(JOB_STORAGE_KEY)).toBe('job-9');
  });
});
