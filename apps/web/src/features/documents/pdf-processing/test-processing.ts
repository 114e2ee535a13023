/** Builders of processing responses, jobs and statistics for the PDF Processing tab's tests. */
import {
  DEFAULT_PROCESSING_OPTIONS,
  type ProcessingJob,
  type ProcessingResponse,
  type ProcessingStats,
} from '@firebreak/shared';

export function makeResponse({
  quality = 0.9,
  confidence = 0.9,
  text = 'Sprinkler test certificate\fPage two text',
  ...overrides
}: Partial<ProcessingResponse> & {
  quality?: number;
  confidence?: number;
  text?: string;
} = {}): ProcessingResponse {
  return {
    success: true,
    error: null,
    jobId: 'job-1',
    fileName: 'riser-report.pdf',
    finalText: {
      method: 'standard',
      quality,
      confidence,
      textLength: text.length,
      pages: 2,
      totalPages: 2,
      text,
      scanned: false,
      pageResults: [
        {
          page: 1,
          method: 'standard',
          quality,
          textLength: 26,
          enhanced: false,
          skewDegrees: 0,
          milliseconds: 5,
        },
        {
          page: 2,
          method: 'ocr',
          quality: 0.5,
          textLength: 13,
          enhanced: true,
          skewDegrees: 1.5,
          milliseconds: 900,
        },
      ],
    },
    metadata: null,
    summary: null,
    options: { ...DEFAULT_PROCESSING_OPTIONS },
    quickScan: false,
    processingTime: 1200,
    ...overrides,
  };
}

export function makeJob(overrides: Partial<ProcessingJob> = {}): ProcessingJob {
  return {
    id: 'job-9',
    fileName: 'riser-report.pdf',
    status: 'running',
    progress: { page: 0, pages: 10, stage: 'Reading text layer' },
    quickScan: false,
    createdAt: '2025-03-01T08:00:00.000Z',
    startedAt: '2025-03-01T08:00:01.000Z',
    finishedAt: null,
    error: null,
    result: null,
    ...overrides,
  };
}

export function makeStats(runs: number): ProcessingStats {
  return {
    totalProcessed: runs,
    successful: Math.max(0, runs - 1),
    averageProcessingTime: 2500,
    ocrUsageRate: 40,
    recentProcessing: Array.from({ length: runs }, (_, index) => ({
      jobId: `run-${index}`,
      fileName: `report-${index + 1}.pdf`,
      status: 'completed',
      method: 'standard' as const,
      processingTime: 1000,
      timestamp: '2025-03-01T08:00:00.000Z',
    })),
  };
}

export function pdfFile(name = 'riser-report.pdf', size?: number) {
  const file = new File(['%PDF-1.4 test'], name, {
    type: name.endsWith('.pdf') ? 'application/pdf' : 'text/plain',
  });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
