/**
 * The paper's own fields: its certificate or report number, the service or test date, who signed it,
 * their SAQCC registration and the contractor. Each comes from a labelled value (the contractor, failing
 * that, from the letterhead); a bare 'Date'
 * counts as the service date on service papers and the test date on test certificates, and only
 * when every bare 'Date' on the paper gives the same day.
 */
import type { PaperKind } from '@firebreak/shared';
import { type Draft, put, subPiece } from './fields';
import { kindOfLine } from './kinds';
import { type Line, pieceText, type Segment, wholeSegment } from './layout';
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
  /\b(pty|ltd|cc|inc|fire|services?|protection|solutions|systems|engineering|safety|suppression|contractors?|edms|bpk|brand\w*|dienste)\b/i;

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

/** Words that make a line a title, an address, a registration or a label, not a firm's name. */
const NOT_A_FIRM =
  /\b(certificate|report|note|invoice|log|record|register|inspection|commissioning|checklist|schedule|quotation|quote|test|tested|testing|page|check|checks|run|visit|service|maintenance|installation|weekly|monthly|quarterly|annual|daily|registered|accredited|approved|member|saqcc|sans|client|customer|site|premises|attention|attn|tel|fax|cell|vat|reg|box|street|road|avenue|private|bag|email|e-mail|to|from|for|per|of)\b|[\d@:/]|www\./i;

/**
 * The firm whose letterhead heads the paper: a segment of the first two lines of the first page, above its first
 * labelled value, that names a firm ('Blaze Guard Fire Services', 'Cape Fire Protection (Pty) Ltd'), is no
 * title, label, address or registration, and belongs to no labelled pair (a client's name follows its
 * label); the tallest, then the highest, when several do.
 */
export function letterheadFirm(lines: Line[], pairs: Pair[], firstPageHeight: number): Draft | null {
  const paired = new Set<Segment>(
    pairs.flatMap((p) => [p.labelPiece.seg, ...(p.value ? [p.value.seg] : [])]),
  );
  const firstPage = lines[0]?.page;
  const firstPair = Math.min(...pairs.filter((p) => p.line.page === firstPage).map((p) => p.line.y0));
  const candidates = lines
    .filter((line) => line.page === firstPage && line.y0 < firstPageHeight * 0.22 && line.y0 <= firstPair)
    // A letterhead is the paper's first words; a heading further down names the system, not the firm.
    .slice(0, 2)
    .flatMap((line) => line.segments)
    .filter((seg) => {
      const words = seg.text.split(' ');
      return (
        // A name is set in capitals or title case ('Called contractor' is prose).
        words.every((w) => !/^[a-z]/.test(w)) &&
        !paired.has(seg) &&
        words.length >= 2 &&
        words.length <= 8 &&
        /[A-Za-z]{3}/.test(seg.text) &&
        FIRM.test(seg.text) &&
        !NOT_A_FIRM.test(seg.text) &&
        kindOfLine(seg.text) === null
      );
    });
  const height = (seg: Segment) => seg.y1 - seg.y0;
  const best = candidates.sort((a, b) => height(b) - height(a) || a.y0 - b.y0)[0];
  if (!best) return null;
  const piece = wholeSegment(best);
  return { key: 'contractor', value: best.text.replace(/[.,;]+$/, ''), unit: null, pieces: [piece] };
}

export function readDocumentFields(
  pairs: Pair[],
  kind: PaperKind,
  today: string,
  lines: Line[] = [],
  firstPageHeight = 842,
): Draft[] {
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
  const servicePaper = kind === 'SERVICE_CERTIFICATE' || kind === 'SERVICE_REPORT';
  // A pump run's or a panel test's 'Test date' on a service paper is the visit's date, unless it says
  // which test ('Hydrostatic test date', 'Last HPT').
  const visitTest =
    servicePaper &&
    testDate &&
    of('testDate').every((pair) => !/hydro|press|hpt|hst|last|previous/i.test(pieceText(pair.labelPiece)))
      ? { ...testDate, key: 'serviceDate' }
      : null;
  if (serviceDate) put(drafts, serviceDate);
  else if (bareDate && servicePaper) put(drafts, bareDate);
  else if (visitTest) put(drafts, visitTest);
  else if (servicePaper)
    put(drafts, agreed(of('completedOn').map((pair) => labelledValue(pair, date, 'serviceDate'))));
  if (testDate && !visitTest) put(drafts, testDate);
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
  // A letter's letterhead is its writer's, not a record of who did the work.
  if (kind !== 'OTHER' && !drafts.some((d) => d.key === 'contractor'))
    put(drafts, letterheadFirm(lines, pairs, firstPageHeight));
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
  if (kind === 'INSTALLATION_CERTIFICATE') {
    const dated = (labelKind: string) =>
      agreed(
        pairs
          .filter((p) => p.label.def.kind === labelKind)
          .map((pair) => labelledValue(pair, (text) => takeDate(text, today), 'installedOn')),
      );
    return dated('installedOn') ?? dated('completedOn');
  }
  return null;
}
