import { describe, expect, it } from 'vitest';
import { clockOf, mapsUrl, restOfWeek, telUrl } from './rules';

describe('restOfWeek', () => {
  it('runs from today to Sunday', () => {
    expect(restOfWeek('2026-11-30')).toHaveLength(7); // a Monday
    expect(restOfWeek('2026-12-03')).toEqual(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(restOfWeek('2026-12-06')).toEqual(['2026-12-06']); // a Sunday
  });
});

describe('mapsUrl and telUrl', () => {
  it('searches the place when known, else the address', () => {
    expect(mapsUrl({ address: '1 Main Rd', latitude: -33.9, longitude: 18.4 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-33.9%2C18.4',
    );
    expect(mapsUrl({ address: '1 Main Rd, Cape Town', latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20Rd%2C%20Cape%20Town',
    );
    expect(mapsUrl({ address: ' ', latitude: null, longitude: null })).toBeNull();
  });
  it('dials the digits', () => {
    expect(telUrl('(021) 555 0100')).toBe('tel:0215550100');
    expect(telUrl('+27 82 555 0100')).toBe('tel:+27825550100');
    expect(telUrl('')).toBeNull();
  });
  it('writes clock times', () => {
    expect(clockOf(450)).toBe('07:30');
    expect(clockOf(0)).toBe('00:00');
  });
});
