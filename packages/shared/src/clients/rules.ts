/** Client management (spec §2 Client Management, §3 Client, §9 rating scale): enums, labels and pure rules. */
import { CLIENT_TYPES, type ClientType } from '../projects/rules';

/**
 * One list of client types everywhere (issue 27 item 9): the six a quote and a project carry (spec
 * §Projects), stored on a client as their word. The Clients screen's filter offers all six where the
 * specification's sample listed four (docs/decisions/0083).
 */
export const CLIENT_KINDS = [
  'Commercial',
  'Industrial',
  'Residential',
  'Healthcare',
  'Educational',
  'Government',
] as const satisfies readonly Capitalize<Lowercase<ClientType>>[];
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** A quote's or project's client type as the client's word: HEALTHCARE → Healthcare. */
export function clientKindOfType(type: string): ClientKind {
  return CLIENT_KINDS.find((kind) => kind.toUpperCase() === type) ?? 'Commercial';
}

/** A client's word as a quote's or project's client type: Healthcare → HEALTHCARE. */
export function clientTypeOfKind(kind: string): ClientType {
  return CLIENT_TYPES.find((type) => type === kind.toUpperCase()) ?? 'COMMERCIAL';
}

export const CLIENT_STATUSES = ['Active', 'Inactive', 'Prospect'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Spec §9: a 5-star scale; 0 means not rated. */
export const RATING_MAX = 5;

export const CLIENT_STRINGS = {
  title: 'Client Management',
  totalClients: 'Total Clients',
  activeClients: 'Active Clients',
  activeProjects: 'Active Projects',
  totalRevenue: 'Total Revenue',
  allTypes: 'All Types',
  addNewClient: 'Add New Client',
  notRated: 'Not rated',
  viewDetails: 'View Details',
  edit: 'Edit',
  delete: 'Delete',
  close: 'Close',
  scheduleMeeting: 'Schedule Meeting',
  columns: ['Client', 'Type', 'Contact Person', 'Status', 'Rating', 'Projects', 'Revenue', 'Actions'],
  deleteRefused: 'This client has active projects and cannot be deleted',
  deleteRefusedBilled:
    'This client has invoices or payments and cannot be deleted: they are part of the tax record',
  invalidPhone: 'Enter a South African phone number, e.g. 082 123 4567 or +27 11 555 0142',
  invalidEmail: 'Enter a valid email address',
} as const;

/** Total revenue card: 'R' + millions with one decimal + 'M' (R 2 450 000 → 'R2.5M'). */
export function formatRevenueMillions(rand: number): string {
  const value = Number.isFinite(rand) ? rand : 0;
  return `R${(value / 1_000_000).toFixed(1)}M`;
}

/**
 * South African numbers in any common spelling (082 123 4567, 0821234567, +27 82 123 4567,
 * 27 11 555 0142, (011) 555-0142) → '+27 82 123 4567'; null when it is not one.
 */
export function normaliseSaPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d(][\d\s()-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('27')) return null;
    digits = digits.slice(2);
  } else if (digits.startsWith('27') && digits.length === 11) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0') && digits.length === 10) {
    digits = digits.slice(1);
  } else {
    return null;
  }
  if (digits.length !== 9 || digits.startsWith('0')) return null;
  return `+27 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}
