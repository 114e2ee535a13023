/** Display helpers of the PDF Processing tab. */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Milliseconds as '850 ms' or '12.3 s'. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

export const textFileName = (fileName: string) => `${fileName.replace(/\.pdf$/i, '') || 'document'}.txt`;
