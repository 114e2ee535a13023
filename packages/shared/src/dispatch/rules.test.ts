import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultVisitMinutes,
  nearestNextOrder,
  overlaps,
  parseClock,
  ROAD_FACTOR,
  routeKm,
  straightLineKm,
} from './rules';
import { assignmentInputSchema } from './schemas';

const sandton = { latitude: -26.1076, longitude: 28.0567 };
const midrand = { latitude: -25.9992, longitude: 28.1263 };
const pretoria = { latitude: -25.7479, longitude: 28.2293 };

describe('distances', () => {
  it('measures a straight line as the great circle (Sandton to Pretoria ≈ 43.6 km: 40.0 km south–north, 17.3 km west–east)', () => {
    expect(straightLineKm(sandton, pretoria)).toBeGreaterThan(43.5);
    expect(straightLineKm(sandton, pretoria)).toBeLessThan(43.7);
    expect(straightLineKm(midrand, midrand)).toBe(0);
  });

  it('estimates a route by road as the straight legs times the road factor, skipping unplaced stops', () => {
    const legs = straightLineKm(sandton, midrand) + straightLineKm(midrand, pretoria);
    expect(routeKm([sandton, null, midrand, pretoria])).toBeCloseTo(legs * ROAD_FACTOR, 1);
    expect(routeKm([null, sandton])).toBe(0);
  });

  it('orders by nearest next stop from the first booked one, unplaced last in booked order', () => {
    const order = nearestNextOrder([
      { id: 'sandton', point: sandton },
      { id: 'nowhere', point: null },
      { id: 'pretoria', point: pretoria },
      { id: 'midrand', point: midrand },
    ]);
    expect(order).toEqual(['sandton', 'midrand', 'pretoria', 'nowhere']);
  });

  it('keeps every stop once and starts from the first booked one', () => {
    const point = fc.record({
      latitude: fc.double({ min: -26.5, max: -25.5, noNaN: true }),
      longitude: fc.double({ min: 27.5, max: 28.8, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), (points) => {
        const stops = points.map((p, i) => ({ id: `s${i}`, point: p }));
        const order = nearestNextOrder(stops);
        expect([...order].sort()).toEqual(stops.map((s) => s.id).sort());
        expect(order[0]).toBe('s0');
      }),
    );
  });
});

describe('booking times', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(parseClock('07:30')).toBe(450);
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('7:30')).toBeNull();
  });

  it('treats touching bookings as not overlapping', () => {
    expect(overlaps(480, 60, 540, 60)).toBe(false);
    expect(overlaps(480, 61, 540, 60)).toBe(true);
    expect(overlaps(600, 30, 540, 120)).toBe(true);
  });

  it('estimates a visit from its assets in quarter hours, at most a working day', () => {
    expect(defaultVisitMinutes(0)).toBe(60);
    expect(defaultVisitMinutes(4)).toBe(90);
    expect(defaultVisitMinutes(500)).toBe(480);
  });

  it('refuses a booking that would end past midnight or has no length', () => {
    const base = { technicianId: 'p1', date: '2026-12-01', startTime: '23:00' };
    expect(assignmentInputSchema.safeParse({ ...base, durationMinutes: 120 }).error?.issues[0]?.message).toBe(
      'The visit must end by midnight on the day it starts',
    );
    expect(assignmentInputSchema.safeParse({ ...base, durationMinutes: 0 }).success).toBe(false);
    expect(
      assignmentInputSchema.safeParse({ ...base, startTime: '25:00', durationMinutes: 30 }).success,
    ).toBe(false);
    expect(assignmentInputSchema.parse({ ...base, durationMinutes: 60 }).overrideReason).toBeUndefined();
  });
});
