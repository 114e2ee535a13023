/** A block template in one line: '4 blocks, 07:00–16:30'. */
import { formatClock } from '@firebreak/shared';

type TimedBlock = { startHour: number; startMinute: number; durationMinutes: number };

export function templateSummary(blocks: readonly TimedBlock[]): string {
  if (blocks.length === 0) return 'No blocks';
  const starts = blocks.map((b) => b.startHour * 60 + b.startMinute);
  const ends = blocks.map((b, i) => (starts[i] ?? 0) + b.durationMinutes);
  const count = blocks.length === 1 ? '1 block' : `${blocks.length} blocks`;
  return `${count}, ${formatClock(Math.min(...starts))}–${formatClock(Math.max(...ends))}`;
}
