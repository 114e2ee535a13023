import { afterEach, describe, expect, it } from 'vitest';
import {
  appTimeZone,
  DEFAULT_TIME_ZONE,
  formatDateTime,
  formatRelativeDate,
  formatShortDate,
  formatZar,
  formatZarCents,
  isTimeZone,
  johannesburgDate,
  setAppTimeZone,
  zonedInstant,
  zonedParts,
} from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatZar', () => {
  it('shows rand without decimals in the en-ZA locale', () => {
    expect(nbsp(formatZar(1234567.4))).toBe('R 1 234 567');
    expect(nbsp(formatZar(0))).toBe('R 0');
    expect(nbsp(formatZarCents(250_050))).toBe('R 2 501');
    expect(nbsp(formatZar(Number.NaN))).toBe('R 0');
  });
});

describe('formatRelativeDate (spec §9)', () => {
  const now = new Date('2026-11-22T10:00:00+02:00');
  it.each([
    ['2026-11-22T00:30:00+02:00', 'Today'],
    ['2026-11-21T23:59:00+02:00', 'Yesterday'],
    ['2026-11-20T12:00:00+02:00', '2 days ago'],
    ['2026-11-16T12:00:00+02:00', '6 days ago'],
    ['2026-11-15T12:00:00+02:00', '1 week ago'],
    ['2026-11-08T12:00:00+02:00', '2 weeks ago'],
    ['2026-10-24T12:00:00+02:00', '4 weeks ago'],
    ['2026-10-23T12:00:00+02:00', formatShortDate('2026-10-23T12:00:00+02:00')],
  ])('%s → %s', (value, expected) => {
    expect(formatRelativeDate(value, now)).toBe(expected);
  });

  it('counts calendar days in Johannesburg, not UTC', () => {
    // 23:30 UTC on the 21st is already the 22nd in Johannesburg.
    expect(johannesburgDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(formatRelativeDate('2026-11-21T23:30:00Z', now)).toBe('Today');
  });

  it('uses an en-ZA short date for older dates and ignores invalid input', () => {
    expect(formatShortDate('2026-01-05T10:00:00+02:00')).toBe('2026/01/05');
    expect(formatRelativeDate('not a date', now)).toBe('');
  });
});

describe("the company's time zone (APP_TIME_ZONE, issue 27 item 5)", () => {
  afterEach(() => setAppTimeZone(DEFAULT_TIME_ZONE));

  it("is South Africa's by default: 23:30 UTC on the 27th is the 28th", () => {
    expect(appTimeZone()).toBe('Africa/Johannesburg');
    expect(johannesburgDate(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(formatShortDate('2026-11-27T23:30:00Z')).toBe('2026/11/28');
    expect(zonedInstant('2026-11-28').toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(zonedInstant('2026-11-28', 9 * 60 + 30).toISOString()).toBe('2026-11-28T07:30:00.000Z');
    expect(zonedParts(new Date('2026-11-27T23:30:00Z'))).toEqual({ date: '2026-11-28', time: '01:30' });
  });

  it('follows another zone, with its daylight saving', () => {
    setAppTimeZone('Europe/London');
    // Winter: UTC+0; summer: UTC+1.
    expect(zonedInstant('2026-01-15', 9 * 60).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedInstant('2026-07-15', 9 * 60).toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(johannesburgDate(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(formatDateTime('2026-07-15T08:00:00Z')).toMatch(/09:00/);
    // A time the spring change skips (01:30 on 29 March) is read after the change.
    expect(zonedInstant('2026-03-29', 90).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses a name that is not a time zone, and keeps the one it had', () => {
    for (const bad of ['Johannesburg', 'GMT+2', 'Mars/Olympus_Mons', '', '../etc']) {
      expect(isTimeZone(bad), bad).toBe(false);
      expect(() => setAppTimeZone(bad)).toThrow(RangeError);
    }
    expect(appTimeZone()).toBe('Africa/Johannesburg');
    expect(isTimeZone('UTC')).toBe(true);
  });
});
