/**
 * The agreement form's values (text as typed) and the one schema that reads them into the API's input:
 * rand to cents, numbers as typed, each chosen site covering the chosen systems on their SANS schedule.
 * What the form cannot show (an asset covered on its own, a custom interval) is kept as it was for every
 * site still chosen, so saving the form never drops cover it did not display.
 */
import {
  type Agreement,
  type AgreementItemInput,
  agreementInputSchema,
  type BillingCadence,
  type BillingTiming,
  type FireSystem,
} from '@firebreak/shared';
import { z } from 'zod';
import { numberText, randTextToCents } from './components/agreement-format';

export type AgreementFormValues = {
  clientId: string;
  clientName: string;
  siteIds: string[];
  systems: FireSystem[];
  /** Cover the form does not edit, per site: kept as it is while the site stays chosen. */
  kept: { siteId: string; label: string; item: AgreementItemInput }[];
  startDate: string;
  endDate: string;
  noticeDays: string;
  autoRenew: boolean;
  cadence: BillingCadence;
  timing: BillingTiming;
  fee: string;
  includesRoutineVisits: boolean;
  callOutsIncluded: string;
  labourHoursIncluded: string;
  callOutFee: string;
  hourlyRate: string;
  travelPerKm: string;
  partsMarkupPercent: string;
  notes: string;
};

export const toInput = (v: AgreementFormValues) => ({
  clientId: v.clientId,
  sites: v.siteIds.map((siteId) => {
    const kept = v.kept.filter((k) => k.siteId === siteId).map((k) => k.item);
    const keptSystems = new Set(kept.map((item) => item.system).filter((system) => system !== null));
    return {
      siteId,
      items: [
        ...v.systems.filter((system) => !keptSystems.has(system)).map((system) => ({ system })),
        ...kept,
      ],
    };
  }),
  startDate: v.startDate,
  endDate: v.endDate,
  noticeDays: numberText(v.noticeDays),
  autoRenew: v.autoRenew,
  cadence: v.cadence,
  timing: v.timing,
  feeCents: randTextToCents(v.fee),
  includesRoutineVisits: v.includesRoutineVisits,
  callOutsIncluded: numberText(v.callOutsIncluded),
  labourHoursIncluded: numberText(v.labourHoursIncluded),
  callOutFeeCents: randTextToCents(v.callOutFee),
  hourlyRateCents: randTextToCents(v.hourlyRate),
  travelPerKmCents: randTextToCents(v.travelPerKm),
  partsMarkupPercent: numberText(v.partsMarkupPercent),
  notes: v.notes,
});

/** Errors land on the form's own field names (fee for feeCents…), so each shows under its field. */
const RENAMED: Record<string, keyof AgreementFormValues> = {
  sites: 'siteIds',
  feeCents: 'fee',
  callOutFeeCents: 'callOutFee',
  hourlyRateCents: 'hourlyRate',
  travelPerKmCents: 'travelPerKm',
};

export const agreementFormSchema = z.custom<AgreementFormValues>().transform((values, ctx) => {
  const parsed = agreementInputSchema.safeParse(toInput(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    ctx.addIssue({ code: 'custom', message: issue.message, path: [RENAMED[head] ?? head] });
  }
  return z.NEVER;
});

const text = (cents: number) => (cents / 100).toFixed(2);

export function formValuesOf(agreement: Agreement | null, today: string): AgreementFormValues {
  if (!agreement)
    return {
      clientId: '',
      clientName: '',
      siteIds: [],
      systems: ['SPRINKLER'],
      kept: [],
      startDate: today,
      endDate: '',
      noticeDays: '30',
      autoRenew: true,
      cadence: 'MONTHLY',
      timing: 'IN_ADVANCE',
      fee: '',
      includesRoutineVisits: true,
      callOutsIncluded: '0',
      labourHoursIncluded: '0',
      callOutFee: '',
      hourlyRate: '',
      travelPerKm: '',
      partsMarkupPercent: '0',
      notes: '',
    };
  const plain = (item: Agreement['sites'][number]['items'][number]) =>
    item.assetId === null && item.customIntervalDays === null;
  const systems = [
    ...new Set(
      agreement.sites.flatMap((s) =>
        s.items
          .filter(plain)
          .map((i) => i.system)
          .filter((x): x is FireSystem => x !== null),
      ),
    ),
  ];
  const kept = agreement.sites.flatMap((s) =>
    s.items
      .filter((item) => !plain(item))
      .map((item) => ({
        siteId: s.siteId,
        label: item.customIntervalDays ? `${item.label} (every ${item.customIntervalDays} days)` : item.label,
        item: { assetId: item.assetId, system: item.system, customIntervalDays: item.customIntervalDays },
      })),
  );
  return {
    clientId: agreement.clientId,
    clientName: agreement.clientName,
    siteIds: agreement.sites.map((s) => s.siteId),
    systems,
    kept,
    startDate: agreement.startDate,
    endDate: agreement.endDate,
    noticeDays: String(agreement.noticeDays),
    autoRenew: agreement.autoRenew,
    cadence: agreement.cadence,
    timing: agreement.timing,
    fee: text(agreement.feeCents),
    includesRoutineVisits: agreement.includesRoutineVisits,
    callOutsIncluded: String(agreement.callOutsIncluded),
    labourHoursIncluded: String(agreement.labourHoursIncluded),
    callOutFee: text(agreement.rates.callOutFeeCents),
    hourlyRate: text(agreement.rates.hourlyRateCents),
    travelPerKm: text(agreement.rates.travelPerKmCents),
    partsMarkupPercent: String(agreement.rates.partsMarkupPercent),
    notes: agreement.notes,
  };
}
