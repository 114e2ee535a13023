import { describe, expect, it } from 'vitest';
import { assetTypeOf, MAINTENANCE_CATALOGUE } from '../maintenance-catalogue/rules';
import { CATEGORY_LEVELS, mergeRequirements, registrationProblems, registrationStanding } from './rules';
import { registrationInputSchema } from './schemas';

const gasTech = {
  category: 'GAS_SUPPRESSION',
  level: 'TECHNICIAN',
  number: 'GS-1001',
  expiresOn: '2027-03-31',
};

describe('the registration an asset type needs', () => {
  it('is named by every catalogue entry, and only hydrants need none', () => {
    for (const type of MAINTENANCE_CATALOGUE) {
      if (type.system === 'HYDRANT') expect(type.registration).toBeNull();
      else
        expect(CATEGORY_LEVELS[type.registration?.category ?? 'SPRINKLERS']).toContain(
          type.registration?.level,
        );
    }
    expect(assetTypeOf('GAS_CYLINDER')?.registration).toEqual({
      category: 'GAS_SUPPRESSION',
      level: 'TECHNICIAN',
    });
  });

  it('merges to one requirement per category, the highest level asked', () => {
    expect(
      mergeRequirements([
        { category: 'FIRE_DETECTION', level: 'INSTALLER' },
        null,
        { category: 'GAS_SUPPRESSION', level: 'TECHNICIAN' },
        { category: 'FIRE_DETECTION', level: 'DESIGNER' },
        { category: 'FIRE_DETECTION', level: 'CABLER' },
      ]),
    ).toEqual([
      { category: 'FIRE_DETECTION', level: 'DESIGNER' },
      { category: 'GAS_SUPPRESSION', level: 'TECHNICIAN' },
    ]);
  });
});

describe('registrationProblems', () => {
  const needed = [{ category: 'GAS_SUPPRESSION', level: 'TECHNICIAN' }] as const;

  it('allows a current registration at the level or above, to the end of its expiry day', () => {
    expect(registrationProblems('Sipho', needed, [gasTech], '2027-03-31')).toEqual([]);
    expect(registrationProblems('Sipho', needed, [{ ...gasTech, level: 'DESIGNER' }], '2026-12-01')).toEqual(
      [],
    );
  });

  it('refuses a lower level or another category as missing, with the reason', () => {
    const problems = registrationProblems(
      'Thabo',
      needed,
      [
        { ...gasTech, level: 'INSTALLER' },
        { category: 'FIRE_DETECTION', level: 'DESIGNER', number: 'FD-9', expiresOn: '2030-01-01' },
      ],
      '2026-12-01',
    );
    expect(problems).toEqual([
      {
        requirement: needed[0],
        reason: 'MISSING',
        message: 'Thabo has no Gas suppression registration at Technician level or above',
      },
    ]);
  });

  it('names the latest lapsed registration when only expired ones would do', () => {
    const [problem] = registrationProblems(
      'Sipho',
      needed,
      [gasTech, { ...gasTech, number: 'GS-0900', expiresOn: '2026-03-31' }],
      '2027-04-01',
    );
    expect(problem?.reason).toBe('EXPIRED');
    expect(problem?.message).toBe(
      "Sipho's Gas suppression registration GS-1001 expires on 2027-03-31, before the visit on 2027-04-01",
    );
  });
});

describe('registrationStanding', () => {
  it('is EXPIRING within 30 days of today, EXPIRED after its day', () => {
    expect(registrationStanding('2026-12-29', '2026-11-29')).toBe('EXPIRING');
    expect(registrationStanding('2026-12-30', '2026-11-29')).toBe('CURRENT');
    expect(registrationStanding('2026-11-29', '2026-11-29')).toBe('EXPIRING');
    expect(registrationStanding('2026-11-28', '2026-11-29')).toBe('EXPIRED');
  });
});

describe('registrationInputSchema', () => {
  it('refuses a level the category does not have, on the level field', () => {
    const result = registrationInputSchema.safeParse({
      category: 'PORTABLE_EXTINGUISHERS',
      level: 'DESIGNER',
      number: 'PE-1',
      expiresOn: '2027-01-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['level'],
      message: 'Level must be one of Trainee, Serviceman for Portable extinguishers',
    });
  });

  it('trims the number and needs an expiry date', () => {
    expect(
      registrationInputSchema.parse({
        category: 'SPRINKLERS',
        level: 'INSTALLER',
        number: ' SP-7 ',
        expiresOn: '2027-02-28',
      }).number,
    ).toBe('SP-7');
    expect(
      registrationInputSchema.safeParse({
        category: 'SPRINKLERS',
        level: 'INSTALLER',
        number: 'SP-7',
        expiresOn: '2027-02-30',
      }).success,
    ).toBe(false);
  });
});
