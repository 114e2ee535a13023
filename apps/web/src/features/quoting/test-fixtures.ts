/** Quotes and templates as the API returns them, for component tests. */
import type {
  GeneratedQuote,
  ManagedQuoteTemplate,
  QuoteSummary,
  QuoteTemplate,
  RecentQuote,
  SavedQuote,
} from '@firebreak/shared';

function makeTemplate(overrides: Partial<QuoteTemplate> = {}): QuoteTemplate {
  return {
    id: 'SPRINKLER_SYSTEM',
    name: 'Sprinkler System (SANS 10287)',
    projectType: 'SPRINKLER_SYSTEM',
    baseRate: 450,
    minArea: 250,
    maxArea: 60_000,
    typicalDuration: '6–10 weeks',
    includes: ['Include one', 'Include two', 'Include three', 'Include four', 'Include five'],
    exclusions: ['Exclusion one', 'Exclusion two', 'Exclusion three', 'Exclusion four'],
    notes: ['Note one', 'Note two', 'Note three', 'Note four', 'Note five', 'Note six'],
    paymentTerms: '40% deposit on acceptance',
    validity: 'Valid for 30 days',
    validityDays: 30,
    ...overrides,
  };
}

export const TEMPLATES: QuoteTemplate[] = [
  makeTemplate(),
  makeTemplate({
    id: 'FIRE_ALARM',
    name: 'Fire Alarm System (SANS 10139)',
    projectType: 'FIRE_ALARM',
    baseRate: 165,
    minArea: 100,
    maxArea: 50_000,
  }),
];

/** The Templates tab's rows: the quick-quote templates with their status and place in the list. */
export function makeManagedTemplate(overrides: Partial<ManagedQuoteTemplate> = {}): ManagedQuoteTemplate {
  return {
    ...makeTemplate(),
    active: true,
    sortOrder: 1,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export const MANAGED_TEMPLATES: ManagedQuoteTemplate[] = TEMPLATES.map((template, index) =>
  makeManagedTemplate({ ...template, sortOrder: index + 1 }),
);

export function makeGeneratedQuote(overrides: Partial<GeneratedQuote> = {}): GeneratedQuote {
  const template = makeTemplate();
  return {
    quoteNumber: 'Q-2026-DRAFT',
    generatedAt: '2026-11-22T08:00:00.000Z',
    generatedBy: 'Thandi Nkosi',
    projectTitle: 'Distribution Centre / Phase 2',
    clientName: 'Midrand Logistics Park (Pty) Ltd',
    contactNumber: '011 555 0142',
    templateId: 'SPRINKLER_SYSTEM',
    projectType: 'SPRINKLER_SYSTEM',
    projectTypeName: template.name,
    area: 1200,
    clientType: 'INDUSTRIAL',
    urgency: 'URGENT',
    location: 'REMOTE',
    baseRate: 450,
    baseAmount: 540_000,
    urgencyPercent: 25,
    urgencyAdjustment: 135_000,
    travelPercent: 15,
    travelAdjustment: 101_250,
    subtotal: 776_250,
    markup: 116_437.5,
    vat: 133_903.13,
    total: 1_026_590.63,
    typicalDuration: template.typicalDuration,
    paymentTerms: template.paymentTerms,
    validity: template.validity,
    validityDays: 30,
    includes: template.includes,
    exclusions: template.exclusions,
    notes: template.notes,
    ...overrides,
  };
}

export function makeSavedQuote(overrides: Partial<SavedQuote> = {}): SavedQuote {
  return {
    ...makeGeneratedQuote({ quoteNumber: 'Q-2026-0007' }),
    id: 'quote-7',
    status: 'Draft',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    createdById: 'u-1',
    kind: 'QUICK',
    lines: [],
    siteId: null,
    visitId: null,
    ...overrides,
  };
}

export function makeRecentQuote(overrides: Partial<RecentQuote> = {}): RecentQuote {
  return {
    id: 'recent-1',
    quoteNumber: 'Q-2026-0001',
    projectTitle: 'Theatre Wing Detection',
    clientName: 'Umhlanga Ridge Medical Centre',
    area: 3200,
    total: 862_801.5,
    status: 'Won',
    createdAt: new Date().toISOString(),
    kind: 'QUICK',
    ...overrides,
  };
}

export function makeQuoteSummary(overrides: Partial<QuoteSummary> = {}): QuoteSummary {
  return {
    ...makeRecentQuote(),
    clientType: 'HEALTHCARE',
    projectType: 'FIRE_ALARM',
    projectTypeName: 'Fire Alarm System (SANS 10139)',
    urgency: 'HIGH',
    location: 'REMOTE',
    generatedBy: 'Ayesha Patel',
    kind: 'QUICK',
    ...overrides,
  };
}
