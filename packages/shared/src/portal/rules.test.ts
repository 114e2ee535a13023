import { describe, expect, it } from 'vitest';
import {
  LOGBOOK_MESSAGES,
  logbookTimeError,
  requestDueDate,
  requestReference,
  requestStatusOf,
} from './rules';

describe('requestDueDate', () => {
  it('counts working days (Monday to Friday); an emergency is due the day it is reported', () => {
    // 2026-11-26 is a Thursday, 2026-11-28 a Saturday.
    expect(requestDueDate('2026-11-26', 'EMERGENCY')).toBe('2026-11-26');
    expect(requestDueDate('2026-11-28', 'EMERGENCY')).toBe('2026-11-28');
    expect(requestDueDate('2026-11-26', 'URGENT')).toBe('2026-11-27');
    expect(requestDueDate('2026-11-27', 'URGENT')).toBe('2026-11-30');
    expect(requestDueDate('2026-11-28', 'URGENT')).toBe('2026-11-30');
    expect(requestDueDate('2026-11-26', 'ROUTINE')).toBe('2026-12-03');
    expect(requestDueDate('2026-12-31', 'ROUTINE')).toBe('2027-01-07');
  });
});

describe('requestStatusOf', () => {
  it("reads the request's status from its call-out visit", () => {
    expect(requestStatusOf('DUE')).toBe('RECEIVED');
    expect(requestStatusOf('SCHEDULED')).toBe('SCHEDULED');
    expect(requestStatusOf('IN_PROGRESS')).toBe('ON_SITE');
    expect(requestStatusOf('COMPLETED')).toBe('DONE');
    expect(requestStatusOf('CANCELLED')).toBe('CANCELLED');
  });
  it('numbers references within the year', () => {
    expect(requestReference(2026, 1)).toBe('FR-2026-0001');
    expect(requestReference(2026, 12345)).toBe('FR-2026-12345');
  });
});

describe('logbookTimeError', () => {
  // 10:00 in Johannesburg is 08:00 UTC.
  const now = new Date('2026-11-29T08:00:00Z');
  it('takes a South African time up to five minutes ahead of the clock', () => {
    expect(logbookTimeError('2026-11-29T10:05', now)).toBeNull();
    expect(logbookTimeError('2000-01-01T00:00', now)).toBeNull();
    expect(logbookTimeError('2026-11-29T10:06', now)).toBe(LOGBOOK_MESSAGES.inFuture);
  });
  it('refuses a time before 2000 or one that is not real', () => {
    expect(logbookTimeError('1999-12-31T23:59', now)).toBe(LOGBOOK_MESSAGES.tooOld);
    for (const bad of [
      '2026-02-29T10:00',
      '2026-11-29T24:00',
      '2026-11-29T10:60',
      '2026-13-01T10:00',
      'yesterday',
    ])
      expect(logbookTimeError(bad, now)).toBe(LOGBOOK_MESSAGES.notADate);
  });
});
