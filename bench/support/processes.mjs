// What the benchmarks read about processes and latencies: resident memory from /proc, a process's
// children, and a latency summary (p50/p99/max).
import { readdirSync, readFileSync } from 'node:fs';

/** VmRSS of a process in MiB (0 once it has gone). */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `pid`. */
export function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Requests, p50, p99 and max of a list of latencies in ms. */
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
  };
}
