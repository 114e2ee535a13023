/**
 * What a client is shown of a quote (docs/decisions/0069, 0073): the saved quote's own figures at the
 * client's prices, its lines and terms, nothing internal. The approval page and its PDF show it; a link
 * keeps its total and SHA-256 when it is made, and a decision is taken only on the same hash.
 */
import { createHash } from 'node:crypto';
import { clientBoqLines, clientQuoteBreakdown, type PublicQuote, type SavedQuote } from '@firebreak/shared';

export type ClientView = Omit<PublicQuote, 'expiresAt' | 'companyName' | 'decision'>;

export function clientView(quote: SavedQuote): ClientView {
  return {
    quoteNumber: quote.quoteNumber,
    projectTitle: quote.projectTitle,
    clientName: quote.clientName,
    generatedAt: quote.generatedAt,
    area: quote.area,
    projectTypeName: quote.projectTypeName,
    lines: clientQuoteBreakdown(quote).map(({ key, label, amount }) => ({ key, label, amount })),
    ...(quote.kind === 'BOQ'
      ? {
          boqLines: clientBoqLines(quote).map(({ line, clientUnitPrice, clientAmount }) => ({
            code: line.code,
            description: line.description,
            quantity: line.quantity,
            unit: line.unit,
            unitPrice: clientUnitPrice,
            amount: clientAmount,
          })),
        }
      : {}),
    total: quote.total,
    validity: quote.validity,
    paymentTerms: quote.paymentTerms,
    includes: quote.includes,
    exclusions: quote.exclusions,
  };
}

/** JSON with every object's keys sorted, so equal content always gives equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the canonical form of what the client is shown; versioned so the form can change. */
export function clientContentHash(quote: SavedQuote): string {
  return createHash('sha256')
    .update(`firebreak quote content v1\n${canonicalJson(clientView(quote))}`)
    .digest('hex');
}
