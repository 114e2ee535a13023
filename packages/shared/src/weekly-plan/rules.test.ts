import { describe, expect, it } from 'vitest';
import { addDays } from '../common/format';
import { visitPath } from '../common/routes';
import {
  blockEnd,
  blockStart,
  blockTimeRange,
  currentMonday,
  DEFAULT_WEEK_TEMPLATE,
  defaultWeekTemplate,
  eventSummary,
  icsFileName,
  inspectionVisitId,
  isIsoDate,
  mondayOf,
  namePlanKey,
  type PlanBlock,
  planDays,
  planEvents,
  sameName,
  validateDay,
  validateWeek,
  WEEKDAYS,
  WEEKLY_PLAN_MESSAGES,
} from './rules';
import { weekTemplateSchema } from './schemas';

const row = (b: PlanBlock) => `${b.title} ${blockTimeRange(b)}`;

describe('§9 block templates', () => {
  it('has exactly the spec blocks per weekday, with the stated starts and durations', () => {
    expect(DEFAULT_WEEK_TEMPLATE.Monday.map(row)).toEqual([
      'Inbox/triage 08:30–09:00',
      'Weekly planning 09:00–10:00',
      'Deep work 10:00–12:00',
      'Lunch 12:00–13:00',
      'Stakeholder prep 13:00–14:00',
      'Stakeholder sync 14:00–15:00',
      'Break 15:00–15:30',
      'Implementation block 1 15:30–17:30',
    ]);
    expect(DEFAULT_WEEK_TEMPLATE.Tuesday.map(row)).toEqual([
      'Exercise 08:00–08:30',
      'Implementation 2 09:00–11:30',
      'Reviews 11:30–12:00',
      'Lunch 12:00–13:00',
      'Implementation 3 13:00–15:00',
      'Break 15:00–15:30',
      'Ops/admin 15:30–17:30',
    ]);
    expect(DEFAULT_WEEK_TEMPLATE.Wednesday.map(row)).toEqual([
      'Finalize core 09:00–11:30',
      'Prepare midpoint review 11:30–12:00',
      'Lunch 12:00–13:00',
      'Midpoint review 13:00–14:00',
      'Plan updates 14:00–15:00',
      'Break 15:00–15:30',
      'Apply feedback 15:30–17:30',
    ]);
    expect(DEFAULT_WEEK_TEMPLATE.Thursday.map(row)).toEqual([
      'Exercise 08:00–08:30',
      'Polish/tests/docs 09:00–11:00',
      'Reviews/feedback 11:00–12:00',
      'Lunch 12:00–13:00',
      'Stakeholder review/testing 13:00–15:00',
      'Break 15:00–15:30',
      'Address review items 15:30–17:30',
    ]);
    expect(DEFAULT_WEEK_TEMPLATE.Friday.map(row)).toEqual([
      'Finalize & ship 09:00–11:00',
      'Weekly status 11:00–12:00',
      'Lunch 12:00–13:00',
      'Retro 13:00–14:00',
      'Plan next week 14:00–15:00',
      'Break 15:00–15:30',
      'Light tasks 15:30–17:30',
    ]);
  });

  it('is valid: no overlaps, lunch ends by the next block, unique ids', () => {
    expect(validateWeek(DEFAULT_WEEK_TEMPLATE)).toBeNull();
    for (const day of WEEKDAYS) {
      const blocks = DEFAULT_WEEK_TEMPLATE[day];
      const lunch = blocks.findIndex((b) => b.title === 'Lunch');
      expect(blockEnd(blocks[lunch]!)).toBeLessThanOrEqual(blockStart(blocks[lunch + 1]!));
    }
    expect(weekTemplateSchema.safeParse(DEFAULT_WEEK_TEMPLATE).success).toBe(true);
  });

  it('hands out copies that do not change the template', () => {
    const copy = defaultWeekTemplate();
    copy.Monday[0]!.title = 'Changed';
    expect(DEFAULT_WEEK_TEMPLATE.Monday[0]!.title).toBe('Inbox/triage');
  });
});

describe('dates', () => {
  it.each([
    ['2025-08-11', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-8-11', false],
    ['11/08/2025', false],
    ['2025-08-11T00:00', false],
    ['', false],
    [' 2025-08-11', false],
  ])('isIsoDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('finds the Monday of a week, a Sunday belonging to the week before', () => {
    expect(mondayOf('2025-08-11')).toBe('2025-08-11');
    expect(mondayOf('2025-08-15')).toBe('2025-08-11');
    expect(mondayOf('2025-08-17')).toBe('2025-08-11');
    expect(mondayOf('2025-08-18')).toBe('2025-08-18');
    expect(addDays('2025-12-29', 4)).toBe('2026-01-02');
  });

  it('takes the current week in Johannesburg, not UTC', () => {
    // Sunday 22:30 UTC is already Monday 00:30 in Johannesburg.
    expect(currentMonday(new Date('2025-08-17T22:30:00Z'))).toBe('2025-08-18');
    expect(currentMonday(new Date('2025-08-17T21:30:00Z'))).toBe('2025-08-11');
  });

  it('regenerates five days Monday to Friday from the start date', () => {
    const days = planDays('2025-08-18', DEFAULT_WEEK_TEMPLATE);
    expect(days.map((d) => `${d.weekday} ${d.date}`)).toEqual([
      'Monday 2025-08-18',
      'Tuesday 2025-08-19',
      'Wednesday 2025-08-20',
      'Thursday 2025-08-21',
      'Friday 2025-08-22',
    ]);
  });
});

describe('validation', () => {
  const b = (overrides: Partial<PlanBlock>): PlanBlock => ({
    id: 'x',
    title: 'Site visit',
    startHour: 9,
    startMinute: 0,
    durationMinutes: 60,
    ...overrides,
  });

  it.each([
    [{ title: '  ' }, WEEKLY_PLAN_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(121) }, WEEKLY_PLAN_MESSAGES.titleTooLong],
    [{ startHour: 24 }, WEEKLY_PLAN_MESSAGES.timeInvalid],
    [{ startMinute: 60 }, WEEKLY_PLAN_MESSAGES.timeInvalid],
    [{ startHour: -1 }, WEEKLY_PLAN_MESSAGES.timeInvalid],
    [{ durationMinutes: -30 }, WEEKLY_PLAN_MESSAGES.durationInvalid],
    [{ durationMinutes: 4 }, WEEKLY_PLAN_MESSAGES.durationInvalid],
    [{ durationMinutes: 601 }, WEEKLY_PLAN_MESSAGES.durationInvalid],
    [{ durationMinutes: 2.5 }, WEEKLY_PLAN_MESSAGES.durationInvalid],
    [{ startHour: 23, durationMinutes: 90 }, '"Site visit" must end by midnight'],
  ])('refuses %j', (overrides, message) => {
    expect(validateDay('Monday', [b(overrides)])).toBe(`Monday: ${message}`);
  });

  it('accepts a block ending exactly at midnight and back-to-back blocks', () => {
    expect(validateDay('Friday', [b({ startHour: 23, durationMinutes: 60 })])).toBeNull();
    expect(validateDay('Friday', [b({ id: 'a' }), b({ id: 'b', startHour: 10 })])).toBeNull();
  });

  it('names both blocks of an overlap', () => {
    expect(
      validateDay('Tuesday', [b({ id: 'a', title: 'Design review' }), b({ id: 'b', startMinute: 30 })]),
    ).toBe('Tuesday: "Design review" (09:00–10:00) overlaps "Site visit" (09:30–10:30)');
  });

  it('refuses duplicate and malformed ids across the week', () => {
    const week = defaultWeekTemplate();
    week.Friday[0]!.id = 'mon-1';
    expect(validateWeek(week)).toBe(WEEKLY_PLAN_MESSAGES.duplicateId);
    week.Friday[0]!.id = 'bad id!';
    expect(validateWeek(week)).toBe(WEEKLY_PLAN_MESSAGES.idInvalid);
  });
});

describe('calendar export', () => {
  it('names the file and the events as §9 says', () => {
    expect(icsFileName('Thandi  Nkosi', '2025-08-11')).toBe('Thandi_Nkosi_Weekly_Plan_2025-08-11.ics');
    expect(icsFileName('A/B: "C"', '2025-08-11')).toBe('AB_C_Weekly_Plan_2025-08-11.ics');
    expect(eventSummary('Thandi Nkosi', 'Lunch')).toBe('Thandi Nkosi — Lunch');
  });

  it('gives one event per block at Johannesburg times (UTC+2) with stable UIDs', () => {
    const events = planEvents({
      planKey: 'u1',
      name: 'Thandi Nkosi',
      start: '2025-08-11',
      template: DEFAULT_WEEK_TEMPLATE,
    });
    const blockCount = WEEKDAYS.reduce((n, d) => n + DEFAULT_WEEK_TEMPLATE[d].length, 0);
    expect(events).toHaveLength(blockCount);
    expect(events[0]).toEqual({
      uid: 'u1-2025-08-11-mon-1@weekly-plan.firebreak',
      summary: 'Thandi Nkosi — Inbox/triage',
      start: new Date('2025-08-11T06:30:00Z'),
      end: new Date('2025-08-11T07:00:00Z'),
    });
    const last = events.at(-1)!;
    expect(last.summary).toBe('Thandi Nkosi — Light tasks');
    expect(last.start.toISOString()).toBe('2025-08-15T13:30:00.000Z');
    expect(last.end.toISOString()).toBe('2025-08-15T15:30:00.000Z');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const again = planEvents({
      planKey: 'u1',
      name: 'Other',
      start: '2025-08-11',
      template: DEFAULT_WEEK_TEMPLATE,
    });
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('spans several weeks for a feed', () => {
    const events = planEvents({
      planKey: 'u1',
      name: 'N',
      start: '2025-08-11',
      template: DEFAULT_WEEK_TEMPLATE,
      weeks: 5,
    });
    expect(events).toHaveLength(36 * 5);
    expect(events.at(-1)!.uid).toBe('u1-2025-09-12-fri-7@weekly-plan.firebreak');
  });

  it('keys a name-only plan readably and compares names loosely', () => {
    expect(namePlanKey(' Thandi  Nkosi ')).toBe('template-thandi-nkosi');
    expect(namePlanKey('!!!')).toBe('template-plan');
    expect(sameName(' thandi   NKOSI', 'Thandi Nkosi')).toBe(true);
    expect(sameName('Thandi', 'Thandi Nkosi')).toBe(false);
  });
});

describe('inspectionVisitId', () => {
  it('reads the visit out of an inspection appointment id, and nothing out of other ids', () => {
    expect(inspectionVisitId('inspection-7f3c')).toBe('7f3c');
    expect(visitPath(inspectionVisitId('inspection-a b')!)).toBe('/visits/a%20b');
    expect(inspectionVisitId('inspection-')).toBeNull();
    expect(inspectionVisitId('site-visit-1')).toBeNull();
  });
});
