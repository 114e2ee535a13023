/**
 * SAQCC Fire registrations (issue 30 §3, decision 0091): the categories and levels a company records,
 * the registration each asset type's work needs, and whether a person's registrations allow a visit
 * on a day. Pure: the server refuses an assignment with these messages and the web shows the same.
 */
import type { FireSystem } from '../maintenance-catalogue/rules';

export const REGISTRATION_CATEGORIES = [
  'FIRE_DETECTION',
  'GAS_SUPPRESSION',
  'PORTABLE_EXTINGUISHERS',
  'SPRINKLERS',
] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number];
export const REGISTRATION_CATEGORY_LABELS: Record<RegistrationCategory, string> = {
  FIRE_DETECTION: 'Fire detection',
  GAS_SUPPRESSION: 'Gas suppression',
  PORTABLE_EXTINGUISHERS: 'Portable extinguishers',
  SPRINKLERS: 'Sprinklers',
};

export const REGISTRATION_LEVELS = [
  'TRAINEE',
  'CABLER',
  'SERVICEMAN',
  'INSTALLER',
  'TECHNICIAN',
  'DESIGNER',
] as const;
export type RegistrationLevel = (typeof REGISTRATION_LEVELS)[number];
export const REGISTRATION_LEVEL_LABELS: Record<RegistrationLevel, string> = {
  TRAINEE: 'Trainee',
  CABLER: 'Cabler',
  SERVICEMAN: 'Serviceman',
  INSTALLER: 'Installer',
  TECHNICIAN: 'Technician',
  DESIGNER: 'Designer',
};

/** The levels of each category, lowest first: a higher level may do what a lower one may. */
export const CATEGORY_LEVELS: Record<RegistrationCategory, readonly RegistrationLevel[]> = {
  FIRE_DETECTION: ['CABLER', 'INSTALLER', 'TECHNICIAN', 'DESIGNER'],
  GAS_SUPPRESSION: ['INSTALLER', 'TECHNICIAN', 'DESIGNER'],
  PORTABLE_EXTINGUISHERS: ['TRAINEE', 'SERVICEMAN'],
  SPRINKLERS: ['INSTALLER', 'TECHNICIAN', 'DESIGNER'],
};

export type RegistrationRequirement = { category: RegistrationCategory; level: RegistrationLevel };

/**
 * What servicing a system's assets needs. The maintenance catalogue names it per asset type
 * (`assetType.registration`); hydrants need no SAQCC registration.
 */
export const REGISTRATION_FOR_SYSTEM: Record<FireSystem, RegistrationRequirement | null> = {
  SPRINKLER: { category: 'SPRINKLERS', level: 'TECHNICIAN' },
  DETECTION: { category: 'FIRE_DETECTION', level: 'TECHNICIAN' },
  GAS_SUPPRESSION: { category: 'GAS_SUPPRESSION', level: 'TECHNICIAN' },
  PORTABLE_EXTINGUISHER: { category: 'PORTABLE_EXTINGUISHERS', level: 'SERVICEMAN' },
  HOSE_REEL: { category: 'PORTABLE_EXTINGUISHERS', level: 'SERVICEMAN' },
  HYDRANT: null,
};

/** Registrations expiring within this many days raise an alert. */
export const REGISTRATION_EXPIRY_WARNING_DAYS = 30;

export function isLevelOfCategory(category: RegistrationCategory, level: string): boolean {
  return (CATEGORY_LEVELS[category] as readonly string[]).includes(level);
}

/** The rank of a level within its category (0 = lowest), -1 when the category has no such level. */
export function levelRank(category: RegistrationCategory, level: string): number {
  return (CATEGORY_LEVELS[category] as readonly string[]).indexOf(level);
}

/** One requirement per category: the highest level any of them asks for, in category order. */
export function mergeRequirements(
  requirements: readonly (RegistrationRequirement | null | undefined)[],
): RegistrationRequirement[] {
  const best = new Map<RegistrationCategory, RegistrationLevel>();
  for (const r of requirements) {
    if (!r) continue;
    const held = best.get(r.category);
    if (held === undefined || levelRank(r.category, r.level) > levelRank(r.category, held))
      best.set(r.category, r.level);
  }
  return REGISTRATION_CATEGORIES.filter((c) => best.has(c)).map((category) => ({
    category,
    level: best.get(category) as RegistrationLevel,
  }));
}

export type HeldRegistration = {
  category: string;
  level: string;
  number: string;
  /** YYYY-MM-DD, valid to the end of that day. */
  expiresOn: string;
};

export type RegistrationProblem = {
  requirement: RegistrationRequirement;
  /** 'MISSING': none of the category at the level; 'EXPIRED': one would do but has lapsed by the day. */
  reason: 'MISSING' | 'EXPIRED';
  message: string;
};

export const REGISTRATION_STRINGS = {
  missing: (who: string, r: RegistrationRequirement) =>
    `${who} has no ${REGISTRATION_CATEGORY_LABELS[r.category]} registration at ${REGISTRATION_LEVEL_LABELS[r.level]} level or above`,
  expired: (who: string, r: RegistrationRequirement, number: string, expiresOn: string, day: string) =>
    `${who}'s ${REGISTRATION_CATEGORY_LABELS[r.category]} registration ${number} expires on ${expiresOn}, before the visit on ${day}`,
  levelNotOfCategory: (category: RegistrationCategory) =>
    `Level must be one of ${CATEGORY_LEVELS[category].map((l) => REGISTRATION_LEVEL_LABELS[l]).join(', ')} for ${REGISTRATION_CATEGORY_LABELS[category]}`,
} as const;

/**
 * What stops `who` doing work needing `needed` on `day` (YYYY-MM-DD): per requirement, none held at
 * the level or above (MISSING), or only ones that lapse before the day (EXPIRED, naming the latest).
 * Empty: allowed.
 */
export function registrationProblems(
  who: string,
  needed: readonly RegistrationRequirement[],
  held: readonly HeldRegistration[],
  day: string,
): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  for (const requirement of needed) {
    const minimum = levelRank(requirement.category, requirement.level);
    const fit = held.filter(
      (h) => h.category === requirement.category && levelRank(requirement.category, h.level) >= minimum,
    );
    if (fit.some((h) => h.expiresOn >= day)) continue;
    if (fit.length === 0) {
      problems.push({
        requirement,
        reason: 'MISSING',
        message: REGISTRATION_STRINGS.missing(who, requirement),
      });
      continue;
    }
    const latest = fit.reduce((a, b) => (b.expiresOn > a.expiresOn ? b : a));
    problems.push({
      requirement,
      reason: 'EXPIRED',
      message: REGISTRATION_STRINGS.expired(who, requirement, latest.number, latest.expiresOn, day),
    });
  }
  return problems;
}

/** CURRENT, EXPIRING (within the warning days of `today`) or EXPIRED. */
export function registrationStanding(
  expiresOn: string,
  today: string,
  warningDays = REGISTRATION_EXPIRY_WARNING_DAYS,
): 'CURRENT' | 'EXPIRING' | 'EXPIRED' {
  if (expiresOn < today) return 'EXPIRED';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + warningDays);
  return expiresOn <= limit.toISOString().slice(0, 10) ? 'EXPIRING' : 'CURRENT';
}
