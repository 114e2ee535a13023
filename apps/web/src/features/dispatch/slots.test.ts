import { describe, expect, it } from 'vitest';
import { cellId, firstFreeStart, parseCellId } from './slots';

const lane = { workStartMinute: 8 * 60, workEndMinute: 17 * 60 };
const booking = (id: string, startMinute: number | null, durationMinutes: number) => ({
  id,
  startMinute,
  durationMinutes,
});

describe('firstFreeStart', () => {
  it('is the working start on an empty day', () => {
    expect(firstFreeStart(lane, [], 'v', 60)).toBe(480);
  });

  it('follows the bookings, on the next quarter hour', () => {
    expect(firstFreeStart(lane, [booking('a', 480, 70), booking('b', 555, 60)], 'v', 60)).toBe(615);
  });

  it('takes a gap that holds the visit', () => {
    expect(firstFreeStart(lane, [booking('a', 600, 60)], 'v', 90)).toBe(480);
    expect(firstFreeStart(lane, [booking('a', 540, 60)], 'v', 90)).toBe(600);
  });

  it('leaves the visit itself and bookings without a time out', () => {
    expect(firstFreeStart(lane, [booking('v', 480, 60), booking('b', null, 60)], 'v', 60)).toBe(480);
  });

  it('falls back to the working start when nothing fits (the server names the conflict)', () => {
    expect(firstFreeStart(lane, [booking('a', 480, 8 * 60)], 'v', 90)).toBe(480);
  });
});

describe('cell ids', () => {
  it('round-trips a technician and a day', () => {
    expect(parseCellId(cellId('p:1', '2026-11-30'))).toEqual({ technicianId: 'p:1', date: '2026-11-30' });
    expect(parseCellId('unassigned')).toBeNull();
  });
});
