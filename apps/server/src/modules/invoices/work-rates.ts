/**
 * THE rates a chargeable visit is billed at (docs/decisions/0088): one function, so the invoice from a
 * visit never reads a rate anywhere else. The ACTIVE maintenance agreement of the visit's site sets
 * them (its rates for work outside the agreement, decision 0087); a site without one is billed at the
 * company's defaults from configuration (COMPANY_CALL_OUT_FEE_CENTS, COMPANY_HOURLY_RATE_CENTS,
 * COMPANY_TRAVEL_PER_KM_CENTS, COMPANY_PARTS_MARKUP_PCT).
 */
import type { ServiceDeps } from '../../lib/context';
import { agreementRatesForVisit } from '../agreements/agreement-coverage';

export type WorkRates = {
  callOutFeeCents: number;
  hourlyRateCents: number;
  travelPerKmCents: number;
  /** Whole percent added to a part's price list price. */
  partsMarkupPercent: number;
  /** Where the rates came from, for the invoice's notes: the agreement's number, or the defaults. */
  from: { kind: 'AGREEMENT'; agreementNumber: string } | { kind: 'COMPANY_DEFAULTS' };
};

export async function ratesForVisit(
  deps: ServiceDeps<'db' | 'config'>,
  visit: { id: string; site_id: string },
): Promise<WorkRates> {
  const agreement = await agreementRatesForVisit(deps, visit.id);
  if (agreement)
    return {
      callOutFeeCents: agreement.callOutFeeCents,
      hourlyRateCents: agreement.hourlyRateCents,
      travelPerKmCents: agreement.travelPerKmCents,
      partsMarkupPercent: agreement.partsMarkupPercent,
      from: { kind: 'AGREEMENT', agreementNumber: agreement.agreementNumber },
    };
  const rates = deps.config.workRates;
  return {
    callOutFeeCents: rates.callOutFeeCents,
    hourlyRateCents: rates.hourlyRateCents,
    travelPerKmCents: rates.travelPerKmCents,
    partsMarkupPercent: rates.partsMarkupPercent,
    from: { kind: 'COMPANY_DEFAULTS' },
  };
}
