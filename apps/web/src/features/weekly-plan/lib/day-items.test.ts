import type { Appointment, PlanBlock } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { dayItems } from './day-items';

const block = (id: string, title: string, startHour: number, durationMinutes: number): PlanBlock => ({
  id,
  title,
  startHour,
  startMinute: 0,
  durationMinutes,
});
const appointment = (overrides: Partial<Appointment>): Appointment => ({
  id: 'a',
  kind: 'MEETING',
  title: 'Meeting: Rosebank Mall Trust',
  date: '2099-03-04',
  start: '10:30',
  end: '12:00',
  ...overrides,
});

describe('dayItems', () => {
  it('lists blocks and appointments in time order, all-day items first', () => {
    const items = dayItems(
      [
        block('b1', 'Deep work', 10, 120),
        block('b2', 'Weekly planning', 9, 60),
        block('b3', 'Lunch', 12, 60),
      ],
      [
        appointment({}),
        appointment({ id: 'v', kind: 'SITE_VISIT', title: 'Site visit: X', start: null, end: null }),
      ],
    );
    expect(items.map((i) => i.title)).toEqual([
      'Site visit: X',
      'Weekly planning',
      'Deep work',
      'Meeting: Rosebank Mall Trust',
      'Lunch',
    ]);
  });

  it('marks both sides of an overlap, and nothing that only touches', () => {
    const items = dayItems(
      [block('b1', 'Deep work', 10, 120), block('b3', 'Lunch', 12, 60)],
      [appointment({})],
    );
    const byTitle = Object.fromEntries(items.map((i) => [i.title, i.clashesWith]));
    expect(byTitle).toEqual({
      'Deep work': ['Meeting: Rosebank Mall Trust'],
      'Meeting: Rosebank Mall Trust': ['Deep work'],
      Lunch: [],
    });
  });

  it('lets a meeting past midnight end the next day without clashing with the morning', () => {
    const [late, morning] = dayItems(
      [block('b1', 'Exercise', 8, 30)],
      [appointment({ start: '23:00', end: '00:30' })],
    ).sort((a, b) => (b.start ?? 0) - (a.start ?? 0));
    expect(late?.end).toBe(24 * 60 + 30);
    expect(late?.clashesWith).toEqual([]);
    expect(morning?.clashesWith).toEqual([]);
  });

  it('lists a personnel schedule after all-day items and clashes it with nothing, keeping real clashes', () => {
    const items = dayItems(
      [block('b1', 'Deep work', 10, 120), block('b3', 'Lunch', 12, 60), block('b0', 'Early', 7, 30)],
      [
        appointment({}),
        appointment({
          id: 's',
          kind: 'SCHEDULE',
          title: 'Scheduled: Hospital sprinkler upgrade',
          start: '08:00',
          end: '17:00',
        }),
        appointment({ id: 'v', kind: 'SITE_VISIT', title: 'Site visit: X', start: null, end: null }),
      ],
    );
    expect(items.map((i) => i.title)).toEqual([
      'Site visit: X',
      'Scheduled: Hospital sprinkler upgrade',
      'Early',
      'Deep work',
      'Meeting: Rosebank Mall Trust',
      'Lunch',
    ]);
    const byTitle = Object.fromEntries(items.map((i) => [i.title, i.clashesWith]));
    expect(byTitle).toEqual({
      'Site visit: X': [],
      'Scheduled: Hospital sprinkler upgrade': [],
      Early: [],
      'Deep work': ['Meeting: Rosebank Mall Trust'],
      'Meeting: Rosebank Mall Trust': ['Deep work'],
      Lunch: [],
    });
    expect(items[1]).toMatchObject({ start: 8 * 60, end: 17 * 60 });
  });
});
