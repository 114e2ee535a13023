/**
 * THE rates a chargeable visit is billed at (docs/decisions/0088): one function, so the invoice from a
 * visit never reads a rate anywhere else.
 *
 * Today these are the company's defaults from configuration (COMPANY_CALL_OUT_FEE_CENTS,
 * COMPANY_HOURLY_RATE_CENTS, COMPANY_TRAVEL_PER_KM_CENTS, COMPANY_PARTS_MARKUP_PCT). When maintenance
 * agreements land (inspection_visits.agreement_id and agreementRatesForVisit), the rates of the agreement
 * covering the visit's site TAKE PRECEDENCE over these defaults: look the agreement's rates up here
 * first and fall back to the defaults only for what the agreement does not set.
 */
import type { ServiceDeps } from '../../lib/context';

export type WorkRates = {
  callOutFeeCents: number;
  hourlyRateCents: number;
  travelPerKmCents: number;
  /** Whole percent added to a part's price list price. */
  partsMarkupPercent: number;
  /** Where the rates came from, for the invoice's notes. */
  from: 'COMPANY_DEFAULTS';
};

export async function ratesForVisit(
  { config }: ServiceDeps<'db' | 'config'>,
  _visit: { id: string; site_id: string },
): Promise<WorkRates> {
  const rates = config.workRates;
  return {
    callOutFeeCents: rates.callOutFeeCents,
    hourlyRateCents: rates.hourlyRateCents,
    travelPerKmCents: rates.travelPerKmCents,
    partsMarkupPercent: rates.partsMarkupPercent,
    from: 'COMPANY_DEFAULTS',
  };
}
