/** Request helpers for the PDF-processing tests. */
import type { ProcessingJob } from '@firebreak/shared';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/factories';
import { multipartBody } from '../handbook/test-pdfs';

export const URL = '/api/document-processing/upload-and-process';

export function processPdf(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  fields: Record<string, string> = {},
  name = 'document.pdf',
) {
  const body = multipartBody({ name, data, field: 'pdf', type: 'application/pdf' }, fields);
  return app.inject({
    method: 'POST',
    url: URL,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export const FULL = {
  useOCR: 'true',
  enhanceImages: 'true',
  extractMetadata: 'true',
  generateSummary: 'true',
};

/** Follows a job until it has ended (no time limit of its own: the test's timeout is the only one). */
export async function waitForJob(app: FastifyInstance, token: string, id: string): Promise<ProcessingJob> {
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/document-processing/jobs/${id}`,
      headers: bearer(token),
    });
    if (response.statusCode !== 200)
      throw new Error(`GET job ${id}: ${response.statusCode} ${response.body}`);
    const job = response.json() as ProcessingJob;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
