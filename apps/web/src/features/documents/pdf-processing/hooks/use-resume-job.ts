/**
 * Coming back to the tab after a reload: the job remembered in sessionStorage, or else the user's
 * newest queued or running run (GET jobs), is followed again; a finished one shows its result.
 */
import { useEffect } from 'react';
import { getJob, isJobActive } from '../api/get-job';
import { listJobs } from '../api/list-jobs';
import { getWizard, JOB_STORAGE_KEY, setWizard } from '../wizard-store';

export function useResumeJob() {
  useEffect(() => {
    const start = getWizard();
    if (start.step !== 0 || start.job || start.sending) return;
    let active = true;
    (async () => {
      const remembered = sessionStorage.getItem(JOB_STORAGE_KEY);
      let job = remembered ? await getJob(remembered).catch(() => null) : null;
      if (!job || job.quickScan) {
        if (remembered) sessionStorage.removeItem(JOB_STORAGE_KEY);
        const items = await listJobs().catch(() => []);
        job = items.find((item) => !item.quickScan && isJobActive(item)) ?? null;
      }
      const now = getWizard();
      if (!active || !job || now.run !== start.run || now.step !== 0 || now.sending) return;
      sessionStorage.setItem(JOB_STORAGE_KEY, job.id);
      setWizard({ step: 2, fileName: job.fileName, job: { id: job.id, quickScan: false } });
    })();
    return () => {
      active = false;
    };
  }, []);
}
