/**
 * The paper's own fields: its certificate or report number, the service or test date, who signed it,
 * their SAQCC registration and the contractor. Each comes only from a labelled value; a bare 'Date'
 * counts as the service date on service papers and the test date on test certificates, and only
 * when every bare 'Date' on the paper gives the same day.
 */
import type { PaperKind } from '@firebreak/shared';
import { type Draft, put, subPiece } from './fields';
import { pieceText } from './layout';
import type { Pair } from './pairs';
import { type Taken, takeDate, takeDocumentNumber, takeName, takeRegistration, takeText } from './values';

/** A firm's name: free text with a word of three letters or more (not OCR's 'ee' from a smudge). */
const takeFirm = (text: string): Taken | null => {
  const taken = takeText(text, 8);
  return taken && /[a-z]{3}/i.test(taken.value) ? taken : null;
};

/** A firm's name that says it is one ('… Fire Protection', '… (Pty) Ltd', '… Services'). */
const takeCompany = (text: string): Taken | null => {
  const taken = takeFirm(text);
  return taken && FIRM.test(taken.value) ? taken : null;
};
const FIRM =
  /\b(pty|ltd|cc|inc|fire|services?|protection|solutions|systems|engineering|safety|suppression|contractors?)\b/i;

/** A registration as an SAQCC number is printed: short, not a company's '2001/012345/07'. */
const takeSaqcc = (text: string): Taken | null => {
  const taken = takeRegistration(text);
  if (!taken || taken.value.length > 14 || /^\d{4}\/\d{6}\/\d{2}$/.test(taken.value)) return null;
  return taken;
};

const labelledValue = (pair: Pair, take: (text: string) => Taken | null, key: string): Draft | null => {
  if (!pair.value) return null;
  const taken = take(pieceText(pair.value));
  if (!taken) return null;
  return { key, value: taken.value, unit: null, pieces: [subPiece(pair.value, taken.from, taken.to)] };
};

/** The one value all the given drafts agree on; null when they disagree. */
function agreed(drafts: (Draft | null)[]): Draft | null {
  const found = drafts.filter((d): d is Draft => d !== null);
  if (found.length === 0) return null;
  return found.every((d) => d.value === found[0]!.value) ? found[0]! : null;
}

export function readDocumentFields(pairs: Pair[], kind: PaperKind, today: string): Draft[] {
  const drafts: Draft[] = [];
  const of = (labelKind: string) => pairs.filter((p) => p.label.def.kind === labelKind);
  const date = (text: string) => takeDate(text, today);

  if (kind !== 'DELIVERY_NOTE') {
    for (const pair of of('certificateNumber'))
      put(drafts, labelledValue(pair, takeDocumentNumber, 'certificateNumber'));
  }
  const bareDate = agreed(of('date').map((pair) => labelledValue(pair, date, 'serviceDate')));
  const serviceDate = agreed(of('serviceDate').map((pair) => labelledValue(pair, date, 'serviceDate')));
  const testDate = agreed(of('testDate').map((pair) => labelledValue(pair, date, 'testDate')));
  if (serviceDate) put(drafts, serviceDate);
  else if (bareDate && (kind === 'SERVICE_CERTIFICATE' || kind === 'SERVICE_REPORT')) put(drafts, bareDate);
  if (testDate) put(drafts, testDate);
  else if (bareDate && kind === 'HYDROSTATIC_TEST') put(drafts, { ...bareDate, key: 'testDate' });

  const signatory = of('signatory').find((pair) => labelledValue(pair, takeName, 'signatory'));
  if (signatory) put(drafts, labelledValue(signatory, takeName, 'signatory'));
  // A letterhead may carry the firm's registration; the signatory's own is the one printed nearest them.
  const distance = (pair: Pair) =>
    signatory
      ? (pair.line.page === signatory.line.page ? 0 : 1e6) + Math.abs(pair.line.y0 - signatory.line.y0)
      : 0;
  const registrations = of('saqccNumber').sort((a, b) => distance(a) - distance(b));
  for (const pair of registrations) put(drafts, labelledValue(pair, takeRegistration, 'saqccNumber'));
  // A bare 'Registration No.' is the signatory's only when printed right beside their name (the same
  // line, or the line or box row just below or above), never a letterhead's company registration.
  if (signatory) {
    const near = of('registration').filter(
      (pair) =>
        pair.line.page === signatory.line.page &&
        Math.abs(pair.line.y0 - signatory.line.y0) < (signatory.line.y1 - signatory.line.y0) * 3.5,
    );
    for (const pair of near.sort((a, b) => distance(a) - distance(b)))
      put(drafts, labelledValue(pair, takeSaqcc, 'saqccNumber'));
  }
  for (const pair of of('contractor')) put(drafts, labelledValue(pair, takeFirm, 'contractor'));
  // 'Installed by: Cape Fire Protection (Pty) Ltd': a firm where a person was expected is the contractor.
  for (const pair of of('signatory')) {
    if (/\bby\b/i.test(pieceText(pair.labelPiece)) && !labelledValue(pair, takeName, 'signatory'))
      put(drafts, labelledValue(pair, takeCompany, 'contractor'));
  }
  return drafts;
}

/**
 * The date a paper's assets take when their own row or form gives none (issue 32's decision): a
 * service paper's service date as each asset's last service, a test certificate's test date as its
 * last test, an installation certificate's installation or commissioning date as its installation.
 * The draft points at the printed date it comes from.
 */
export function carriedDate(
  kind: PaperKind,
  documentDrafts: Draft[],
  pairs: Pair[],
  today: string,
): Draft | null {
  const from = (key: string, as: string) => {
    const draft = documentDrafts.find((d) => d.key === key);
    return draft ? { ...draft, key: as } : null;
  };
  if (kind === 'SERVICE_CERTIFICATE' || kind === 'SERVICE_REPORT')
    return from('serviceDate', 'lastServiceOn');
  if (kind === 'HYDROSTATIC_TEST') return from('testDate', 'lastTestOn');
  if (kind === 'INSTALLATION_CERTIFICATE')
    return agreed(
      pairs
        .filter((p) => p.label.def.kind === 'installedOn')
        .map((pair) => labelledValue(pair, (text) => takeDate(text, today), 'installedOn')),
    );
  return null;
}
