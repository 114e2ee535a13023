/** What the wizard does (§4 transitions, §8 messages): accept a file, scan it, process it, settle a job. */
import {
  PROCESSING_LIMITS,
  PROCESSING_MESSAGES,
  type ProcessingJob,
  type ProcessingResponse,
  suggestedOptions,
} from '@firebreak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { serverErrorText } from '@/lib/api-error';
import { processingKeys } from '../api/query-keys';
import { uploadAndProcess } from '../api/upload-and-process';
import { processingFailedStatus, processingFailedWith } from '../strings';
import { getWizard, JOB_STORAGE_KEY, setWizard, type WizardError } from '../wizard-store';

/** §5 PDF upload: exactly one PDF of at most 100 MB; the reason it is refused, or null. */
export function checkPdf(files: readonly File[]): string | null {
  const file = files[0];
  if (files.length !== 1 || !file) return PROCESSING_MESSAGES.pdfOnly;
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return PROCESSING_MESSAGES.pdfOnly;
  if (file.size > PROCESSING_LIMITS.uploadMaxBytes) return PROCESSING_MESSAGES.tooLarge;
  return null;
}

/** §8 quick scan failure: the upload call failed, or the thrown message, or 'Quick scan failed'. */
function scanError(error: unknown): WizardError {
  if (isAxiosError(error))
    return { message: PROCESSING_MESSAGES.scanUploadFailed, detail: serverErrorText(error) };
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: PROCESSING_MESSAGES.scanFailed };
}

/** §8 processing failure: 'Processing failed: {status text}' or 'Processing failed'. */
function processError(error: unknown): WizardError {
  const statusText = isAxiosError(error) ? error.response?.statusText : undefined;
  return {
    message: statusText ? processingFailedStatus(statusText) : PROCESSING_MESSAGES.processingFailed,
    detail: serverErrorText(error),
  };
}

export function useWizardActions() {
  const queryClient = useQueryClient();
  const refreshStats = () => queryClient.invalidateQueries({ queryKey: processingKeys.stats() });

  function finishScan(response: ProcessingResponse) {
    const { finalText } = response;
    if (!response.success || !finalText) {
      setWizard({
        sending: null,
        job: null,
        error: { message: response.error || PROCESSING_MESSAGES.scanFailed },
      });
      return;
    }
    const { options } = getWizard();
    setWizard({
      sending: null,
      job: null,
      analysis: response,
      step: 2,
      options: suggestedOptions(finalText.quality, options.maxPages),
    });
  }

  function finishRun(response: ProcessingResponse) {
    void refreshStats();
    if (!response.success) {
      setWizard({ sending: null, job: null, error: { message: processingFailedWith(response.error) } });
      return;
    }
    setWizard({ sending: null, job: null, result: response, step: 3 });
  }

  function follow(jobId: string, quickScan: boolean) {
    if (!quickScan) sessionStorage.setItem(JOB_STORAGE_KEY, jobId);
    setWizard({ sending: null, job: { id: jobId, quickScan } });
  }

  async function acceptFiles(files: readonly File[]) {
    const refusal = checkPdf(files);
    if (refusal) {
      setWizard({ error: { message: refusal } });
      return;
    }
    const file = files[0]!;
    const run = getWizard().run + 1;
    setWizard({
      run,
      file,
      fileName: file.name,
      step: 1,
      sending: 'scan',
      analysis: null,
      result: null,
      error: null,
      notice: null,
      job: null,
    });
    try {
      const outcome = await uploadAndProcess({ file });
      if (getWizard().run !== run) return;
      if (outcome.kind === 'accepted') follow(outcome.jobId, true);
      else finishScan(outcome.response);
    } catch (error) {
      if (getWizard().run === run) setWizard({ sending: null, error: scanError(error) });
    }
  }

  async function process() {
    const { file, options } = getWizard();
    if (!file) return;
    const run = getWizard().run + 1;
    setWizard({ run, sending: 'process', error: null, notice: null, result: null });
    try {
      const outcome = await uploadAndProcess({ file, options });
      if (getWizard().run !== run) return;
      if (outcome.kind === 'accepted') follow(outcome.jobId, false);
      else finishRun(outcome.response);
    } catch (error) {
      if (getWizard().run === run) setWizard({ sending: null, error: processError(error) });
    }
  }

  /** A followed job ended: its result, its failure, or its cancellation. */
  function settleJob(job: ProcessingJob) {
    const followed = getWizard().job;
    if (!followed || followed.id !== job.id) return;
    if (job.status === 'completed' && job.result) {
      if (followed.quickScan) finishScan(job.result);
      else finishRun(job.result);
      return;
    }
    if (job.status === 'cancelled') {
      setWizard({
        job: null,
        notice: PROCESSING_MESSAGES.cancelled,
        ...(followed.quickScan ? { step: 0, file: null, fileName: null } : {}),
      });
      return;
    }
    if (followed.quickScan) {
      setWizard({ job: null, error: { message: job.error || PROCESSING_MESSAGES.scanFailed } });
      return;
    }
    void refreshStats();
    setWizard({ job: null, error: { message: processingFailedWith(job.error) } });
  }

  return { acceptFiles, process, settleJob, follow };
}
