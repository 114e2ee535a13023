import { addDays } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { makeVisit } from '@/testing/visits';
import { boardOf, dayLabel, initialsOf, readBoardParams, sortVisits, weekLabel } from './board';

// A fixed Wednesday: the board's arithmetic is about calendar days, not the clock.
const today = '2026-11-25';
const monday = '2026-11-23';

describe('readBoardParams', () => {
  it('defaults to this week in the week view, sorted by date', () => {
    expect(readBoardParams(new URLSearchParams(), today)).toEqual({
      view: 'week',
      week: monday,
      technicianId: '',
      siteId: '',
      status: '',
      sort: 'date',
      order: 'asc',
    });
  });

  it('reads every value, shows any day as its Monday and ignores what it does not know', () => {
    const search = new URLSearchParams(
      'view=list&week=2026-12-03&technician=p-2&site=s-3&status=SCHEDULED&sort=site&order=desc',
    );
    expect(readBoardParams(search, today)).toEqual({
      view: 'list',
      week: '2026-11-30',
      technicianId: 'p-2',
      siteId: 's-3',
      status: 'SCHEDULED',
      sort: 'site',
      order: 'desc',
    });
    const nonsense = new URLSearchParams('view=month&week=2026-02-30&status=LOST&sort=colour&order=up');
    expect(readBoardParams(nonsense, today)).toMatchObject({
      view: 'week',
      week: monday,
      status: '',
      sort: 'date',
      order: 'asc',
    });
  });
});

describe('boardOf', () => {
  const unassignedSoon = makeVisit({ id: 'u-soon', dueDate: addDays(monday, 4) });
  const unassignedOverdue = makeVisit({ id: 'u-late', dueDate: addDays(today, -20), overdue: true });
  const unassignedLater = makeVisit({ id: 'u-later', dueDate: addDays(monday, 1) });
  const placed = (id: string, day: string, overrides = {}) =>
    makeVisit({
      id,
      siteId: `s-${id}`,
      siteName: `Site ${id}`,
      status: 'SCHEDULED',
      scheduledFor: day,
      technicianId: 'p-1',
      technicianName: 'Tumelo Mokoena',
      ...overrides,
    });

  it('puts the unassigned above the week (overdue first), the earlier ones apart and the rest on their day', () => {
    const visits = [
      unassignedSoon,
      unassignedOverdue,
      unassignedLater,
      placed('wed-t', addDays(monday, 2)),
      placed('wed-s', addDays(monday, 2), { technicianName: 'Sipho Dube', technicianId: 'p-2' }),
      placed('earlier', addDays(monday, -3), { dueDate: addDays(monday, -3), overdue: true }),
      placed('after', addDays(monday, 10), { dueDate: addDays(today, -2), overdue: true }),
      placed('done', addDays(monday, 1), { status: 'COMPLETED' }),
      placed('off', addDays(monday, 1), { status: 'CANCELLED' }),
    ];
    const board = boardOf(visits, { week: monday, today, status: '', siteId: '' });
    expect(board.unassigned.map((v) => v.id)).toEqual(['u-late', 'u-later', 'u-soon']);
    expect(board.earlier.map((v) => v.id)).toEqual(['earlier']);
    expect(board.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(monday, i)));
    // Within a day: by technician, then site.
    expect(board.days[2]?.visits.map((v) => v.id)).toEqual(['wed-s', 'wed-t']);
    // Completed stay on their day; cancelled ones only show when asked for; one booked after the week waits.
    expect(board.days[1]?.visits.map((v) => v.id)).toEqual(['done']);
    expect(board.shown.map((v) => v.id)).not.toContain('after');
    expect(board.shown).toHaveLength(7);

    const cancelled = boardOf(visits, { week: monday, today, status: 'CANCELLED', siteId: '' });
    expect(cancelled.shown.map((v) => v.id)).toEqual(['off']);
    const oneSite = boardOf(visits, { week: monday, today, status: '', siteId: 's-wed-t' });
    expect(oneSite.shown.map((v) => v.id)).toEqual(['wed-t']);
  });

  it('in a later week lists nothing as earlier that is simply before that week and still to come', () => {
    const nextMonday = addDays(monday, 7);
    const visits = [placed('thu', addDays(monday, 3)), placed('next', addDays(nextMonday, 1))];
    const board = boardOf(visits, { week: nextMonday, today, status: '', siteId: '' });
    expect(board.earlier).toEqual([]);
    expect(board.shown.map((v) => v.id)).toEqual(['next']);
  });
});

describe('sortVisits', () => {
  const visits = [
    makeVisit({ id: 'a', siteName: 'Rosebank Mall', clientName: 'Zeta', dueDate: '2026-11-26' }),
    makeVisit({
      id: 'b',
      siteName: 'hatfield plaza',
      clientName: 'Alpha',
      status: 'SCHEDULED',
      scheduledFor: '2026-11-24',
      technicianName: 'Sipho Dube',
      systems: ['SPRINKLER'],
    }),
    makeVisit({ id: 'c', siteName: 'Menlyn Park', clientName: 'Alpha', dueDate: '2026-11-24', systems: [] }),
  ];
  const ids = (field: Parameters<typeof sortVisits>[1], order: 'asc' | 'desc' = 'asc') =>
    sortVisits(visits, field, order).map((v) => v.id);

  it('sorts by each column either way, ties by day then site', () => {
    expect(ids('date')).toEqual(['b', 'c', 'a']);
    expect(ids('date', 'desc')).toEqual(['a', 'b', 'c']);
    expect(ids('site')).toEqual(['b', 'c', 'a']);
    expect(ids('site', 'desc')).toEqual(['a', 'c', 'b']);
    expect(ids('client')).toEqual(['b', 'c', 'a']);
    // The unassigned after every technician; no systems after every system.
    expect(ids('technician')).toEqual(['b', 'c', 'a']);
    expect(ids('status')).toEqual(['c', 'a', 'b']);
    expect(ids('systems')).toEqual(['a', 'b', 'c']);
  });
});

describe('labels', () => {
  it('names technicians by initials and days by the South African calendar day', () => {
    expect(initialsOf('Sipho Dube')).toBe('SD');
    expect(initialsOf('Pieter van der Merwe')).toBe('PM');
    expect(initialsOf('Thandi')).toBe('TH');
    expect(dayLabel('2026-11-23')).toMatch(/^Mon,? 23 Nov$/);
    expect(weekLabel(monday)).toMatch(/^23 Nov 2026 – 29 Nov 2026$/);
  });
});
