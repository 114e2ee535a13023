import { describe, expect, it } from 'vitest';
import { fuelColour, inventoryStatus, resourceStatusColour, resourceSummaryNote } from '../resources/rules';
import { formatRevenueMillions, normaliseSaPhone } from './rules';
import { clientInputSchema } from './schemas';

describe('SA phone normalisation', () => {
  it.each([
    ['082 123 4567', '+27 82 123 4567'],
    ['0821234567', '+27 82 123 4567'],
    ['+27 82 123 4567', '+27 82 123 4567'],
    ['27115550142', '+27 11 555 0142'],
    ['(011) 555-0142', '+27 11 555 0142'],
  ])('%s → %s', (input, expected) => expect(normaliseSaPhone(input)).toBe(expected));
  it.each(['12345', '+44 20 7946 0958', '0011234567', 'phone', '082 123 45678'])('rejects %s', (input) =>
    expect(normaliseSaPhone(input)).toBeNull(),
  );
});

describe('revenue formats', () => {
  it('cards show R + millions with one decimal + M', () => {
    expect(formatRevenueMillions(2_450_000)).toBe('R2.5M');
    expect(formatRevenueMillions(0)).toBe('R0.0M');
  });
});

describe('client input', () => {
  it('requires a name, checks e-mail and rating and normalises the phone', () => {
    const ok = clientInputSchema.parse({
      name: ' Acme ',
      type: 'Industrial',
      status: 'Active',
      phone: '011 555 0142',
    });
    expect(ok).toMatchObject({ name: 'Acme', phone: '+27 11 555 0142', rating: 0 });
    const bad = clientInputSchema.safeParse({
      name: '',
      type: 'Retail',
      status: 'Active',
      email: 'x@',
      rating: 6,
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['name', 'type', 'email', 'rating']));
  });
});

describe('resource rules', () => {
  it('inventory status: Good at/above min, Critical at/below half, Low between', () => {
    expect(inventoryStatus(10, 10)).toBe('Good');
    expect(inventoryStatus(9, 10)).toBe('Low');
    expect(inventoryStatus(5, 10)).toBe('Critical');
    expect(inventoryStatus(0, 0)).toBe('Good');
  });
  it('fuel colour: red under 30, amber under 60, else green', () => {
    expect(fuelColour(29)).toBe('red');
    expect(fuelColour(30)).toBe('amber');
    expect(fuelColour(59)).toBe('amber');
    expect(fuelColour(60)).toBe('green');
  });
  it('status colours follow spec §3', () => {
    expect(['Available', 'Good'].map(resourceStatusColour)).toEqual(['green', 'green']);
    expect(['Busy', 'In Use', 'On Site', 'Low'].map(resourceStatusColour)).toEqual(Array(4).fill('amber'));
    expect(['On Leave', 'Maintenance', 'Critical'].map(resourceStatusColour)).toEqual(Array(3).fill('red'));
  });
  it('summary note', () => {
    expect(
      resourceSummaryNote({
        personnelAvailable: 3,
        personnelTotal: 4,
        equipmentMaintenance: 2,
        inventoryBelowMin: 2,
      }),
    ).toBe(
      '3 of 4 personnel available, 2 equipment items need maintenance, 2 inventory items below minimum stock',
    );
  });
});
