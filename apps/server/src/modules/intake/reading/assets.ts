/**
 * Assets a paper names: one per table row (serial, type, location, dates and readings by column), and
 * those of a form ('Serial No: …', 'Make: …'), its pairs grouped around the nearest serial. An asset
 * is proposed only with a serial, or with a type and something more; readings only once its type is
 * known. A type comes from the asset's own words, or for a form asset from the one type the paper names.
 */
import type { AssetTypeKey, PaperKind } from '@firebreak/shared';
import { findAssetType, findAssetTypes, inContext } from './asset-types';
import { type Draft, put, subPiece, unsure } from './fields';
import { labelAt, type ReadingHint } from './labels';
import { type Line, makeSegment, type Piece, pieceText } from './layout';
import type { Pair } from './pairs';
import { readReading } from './readings';
import type { Table } from './tables';
import { unitInText } from './units';
import { type Taken, takeDate, takeSerial, takeText } from './values';

export type AssetDraft = {
  drafts: Draft[];
  type: AssetTypeKey | null;
  serial: string | null;
  remarks: Piece[];
};

const take = (
  pieces: Piece[] | undefined,
  reader: (text: string) => Taken | null,
  key: string,
): Draft | null => {
  const piece = pieces?.[0];
  if (!piece) return null;
  if (pieces.length > 1) {
    // A wrapped cell: read the pieces as one text only for free text, where each piece is kept whole.
    const texts = pieces.map((p) => pieceText(p).trim());
    const joined = texts.join(' ');
    const taken = reader(joined);
    if (taken?.from !== 0 || taken.to < joined.length - 1) return take([piece], reader, key);
    return { key, value: taken.value, unit: null, pieces };
  }
  const taken = reader(pieceText(piece));
  return taken
    ? { key, value: taken.value, unit: null, pieces: [subPiece(piece, taken.from, taken.to)] }
    : null;
};

/** Words that count several of a thing ('12 x DCP', 'DCP x 4') describe no single asset. */
const SEVERAL = /\b([2-9]|\d{2,})\s*[x×]\s|\s[x×]\s*([2-9]|\d{2,})\b/i;

const typeDraft = (pieces: Piece[] | undefined, paperText: string, ownText = ''): Draft | null => {
  for (const piece of pieces ?? []) {
    if (SEVERAL.test(pieceText(piece))) continue;
    const mention = findAssetType(pieceText(piece));
    if (mention)
      return {
        key: 'type',
        value: inContext(mention.key, paperText, `${pieceText(piece)} ${ownText}`),
        unit: null,
        pieces: [subPiece(piece, mention.from, mention.to)],
      };
  }
  return null;
};

/**
 * Serials written into a description ('9kg DCP extinguisher S/N AB123'), or listed under an invoice's
 * line ('Serial nos: ET50617, TT55176'): each serial after a serial label, up to the first word that is
 * none.
 */
function inlineSerials(pieces: Piece[]): Draft[] {
  const found: Draft[] = [];
  for (const piece of pieces) {
    const { seg } = piece;
    for (const start of seg.starts) {
      if (start < piece.from || start >= piece.to) continue;
      const label = labelAt(seg.text, start);
      if (label?.def.kind !== 'serial') continue;
      let at = label.to;
      for (;;) {
        const taken = takeSerial(seg.text.slice(at, piece.to));
        if (!taken) break;
        found.push({
          key: 'serial',
          value: taken.value,
          unit: null,
          pieces: [{ seg, from: at + taken.from, to: at + taken.to }],
        });
        const gap = /^[\s,;&]*(and\s+)?/i.exec(seg.text.slice(at + taken.to, piece.to))?.[0] ?? '';
        if (gap === '') break;
        at += taken.to + gap.length;
      }
      if (found.length > 0) return found;
    }
  }
  return found;
}

/**
 * An extinguisher's gross mass against the size its row prints ('9 kg'): more than the agent, and not
 * so much more that OCR must have lost a decimal point ('134' for 13.4).
 */
export function plausible(reading: Draft, rowText: string): boolean {
  if (reading.key !== 'reading:GROSS_MASS') return true;
  const size = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(kg|l|lt|litres?)\b/i.exec(rowText);
  if (!size) return true;
  const agent = Number(size[1]!.replace(',', '.'));
  const mass = Number(reading.value);
  return agent <= 0 || agent > 15 || (mass > agent && mass <= agent * 2.5 + 6);
}

/** On a test certificate a bare 'Pressure' is the test pressure, not a reading of the asset's gauge. */
const trusted = (hint: ReadingHint, kind: PaperKind) => !(hint === 'pressure' && kind === 'HYDROSTATIC_TEST');

const DATE_KEYS: Record<PaperKind, string | null> = {
  INSTALLATION_CERTIFICATE: 'installedOn',
  SERVICE_CERTIFICATE: 'lastServiceOn',
  HYDROSTATIC_TEST: 'lastTestOn',
  SERVICE_REPORT: 'lastServiceOn',
  DELIVERY_NOTE: null,
  LOG_BOOK: 'lastServiceOn',
  OTHER: null,
};

export function readTableAssets(
  tables: Table[],
  kind: PaperKind,
  today: string,
  paperText: string,
  headingType: Draft | null = null,
): AssetDraft[] {
  const assets: AssetDraft[] = [];
  const date = (text: string) => takeDate(text, today);
  for (const table of tables) {
    const at = (kinds: string[]) => table.columns.flatMap((c, i) => (kinds.includes(c.kind) ? [i] : []));
    for (const row of table.rows) {
      const cells = (kinds: string[]) => at(kinds).flatMap((i) => row.cells.get(i) ?? []);
      const own = take(cells(['serial']), takeSerial, 'serial');
      const listed = own ? [own] : inlineSerials(cells(['description', 'type']));
      // An invoice's line of several units lists a serial for each: one asset a serial.
      for (const serial of listed.length > 0 ? listed : [null]) {
        const drafts: Draft[] = [];
        const rowText = [...row.cells.values()].flat().map(pieceText).join(' ');
        const type =
          typeDraft(cells(['type']), paperText, rowText) ??
          typeDraft(cells(['description']), paperText, rowText) ??
          typeDraft(cells(['size']), paperText, rowText) ??
          typeDraft(agentCells(table, row), paperText, rowText) ??
          nounType(table, row) ??
          headerType(table, paperText) ??
          tableHeadingType(table, paperText) ??
          (serial && headingType
            ? { ...headingType, value: inContext(headingType.value as AssetTypeKey, paperText) }
            : null);
        // A serial OCR was unsure of, or one its cell holds but no serial can be read from ('SwW82707'),
        // is likely misread: the row is left for the office to read off the page.
        if (serial && unsure(serial)) continue;
        const serialCell = cells(['serial']).map(pieceText).join(' ').trim();
        if (!serial && /\d/.test(serialCell)) continue;
        const qty = cells(['qty']).map((p) => Number(pieceText(p).trim()))[0];
        if (!serial && (!type || kind === 'DELIVERY_NOTE' || (qty !== undefined && qty > 1))) continue;
        // A line whose quantity its listed serials do not reach is not read unit by unit.
        if (listed.length > 1 && qty !== undefined && qty !== listed.length) continue;
        put(drafts, type);
        put(drafts, serial);
        put(
          drafts,
          take(cells(['make']), (t) => takeText(t, 4), 'make'),
        );
        put(
          drafts,
          take(cells(['model']), (t) => takeText(t, 4), 'model'),
        );
        put(
          drafts,
          take(cells(['location']), (t) => takeText(t, 10), 'location'),
        );
        put(drafts, take(cells(['serviceDate']), date, 'lastServiceOn'));
        put(drafts, take(cells(['testDate']), date, 'lastTestOn'));
        put(drafts, take(cells(['installedOn']), date, 'installedOn'));
        const dateKey = DATE_KEYS[kind];
        if (dateKey) put(drafts, take(cells(['date']), date, dateKey));
        if (type) {
          table.columns.forEach((column, i) => {
            const piece = row.cells.get(i)?.[0];
            if (column.kind !== 'reading' || !column.hint || !piece) return;
            if (!trusted(column.hint, kind)) return;
            const reading = readReading(type.value as AssetTypeKey, column.hint, piece, column.unit);
            if (reading && plausible(reading, rowText)) put(drafts, reading);
          });
        }
        if (drafts.length < 2) continue;
        assets.push({
          drafts,
          type: (type?.value as AssetTypeKey) ?? null,
          serial: serial?.value ?? null,
          remarks: cells(['remarks']),
        });
      }
    }
  }
  return assets;
}

/** The type a short heading just above a table names for its rows ('Hose reels'). */
function tableHeadingType(table: Table, paperText: string): Draft | null {
  const seg = table.heading;
  const mention = seg ? findAssetType(seg.text) : null;
  if (!seg || !mention || findAssetTypes(seg.text).length > 1) return null;
  return {
    key: 'type',
    value: inContext(mention.key, paperText),
    unit: null,
    pieces: [{ seg, from: mention.from, to: mention.to }],
  };
}

/**
 * The type a table's header names for every row ('H/R No.', 'Hydrant No', 'Panel make' on a paper
 * about fire detection), pointing at those header words; null when it names none or several.
 */
function headerType(table: Table, paperText: string): Draft | null {
  const found: Draft[] = [];
  for (const column of table.columns) {
    if (!['serial', 'make', 'model'].includes(column.kind)) continue;
    const words = table.header.words.filter((w) => w.x0 >= column.x0 - 0.5 && w.x1 <= column.x1 + 0.5);
    if (words.length === 0) continue;
    const seg = makeSegment(words);
    const mention = findAssetType(seg.text);
    if (mention) {
      found.push({
        key: 'type',
        value: mention.key,
        unit: null,
        pieces: [{ seg, from: mention.from, to: mention.to }],
      });
      continue;
    }
    if (/^pane/i.test(seg.text) && DETECTION.test(paperText) && !GAS_SYSTEM.test(paperText))
      found.push({ key: 'type', value: 'FIRE_ALARM_PANEL', unit: null, pieces: [{ seg, from: 0, to: 5 }] });
  }
  const keys = new Set(found.map((d) => d.value));
  return keys.size === 1 ? found[0]! : null;
}

/** A header naming the thing each row is, without its kind ('Pump', 'Valve'). */
const NOUN_HEADER = /^(fire\s*)?(pumps?|reels?|valves?|panels?)$/i;

/**
 * A row's type from a cell and the noun its table's header gives ('Jockey' under 'Pump', 'Electric'
 * beside it): the first cell that with the noun names a type, pointing at that cell.
 */
function nounType(table: Table, row: Table['rows'][number]): Draft | null {
  const noun = table.columns.find((c) => NOUN_HEADER.test(c.text.trim()));
  if (!noun) return null;
  const word = noun.text
    .trim()
    .replace(/^fire\s*/i, '')
    .replace(/s$/i, '');
  for (const [c] of [...row.cells.entries()].sort(([a], [b]) => a - b)) {
    for (const piece of row.cells.get(c) ?? []) {
      const mention = findAssetType(`${pieceText(piece)} ${word}`);
      if (mention && mention.from < pieceText(piece).length)
        return { key: 'type', value: mention.key, unit: null, pieces: [piece] };
    }
  }
  return null;
}

/** A row's 'Contents' or 'Agent mass' cells, which may name the agent ('DCP') rather than weigh it. */
const agentCells = (table: Table, row: Table['rows'][number]) =>
  table.columns.flatMap((c, i) =>
    c.kind === 'reading' && c.hint === 'agentMass' ? (row.cells.get(i) ?? []) : [],
  );

/** Words of a paper about fire detection, and of one about a gas system (whose panel is another type). */
const DETECTION =
  /\b(fire\s*alarm|fire\s*detection|detection|sans\s*10139|zones?|sounders?|detectors?|call\s*points?)\b/i;
const GAS_SYSTEM =
  /\b(gas\s*(suppression|extinguishing)|fm\s*-?\s*200|inergen|novec|total\s*flood\w*|extinguishing\s*system)\b/i;

const ASSET_LABELS = [
  'serial',
  'make',
  'model',
  'location',
  'type',
  'installedOn',
  'lastServiceOn',
  'lastTestOn',
  'reading',
];

/**
 * The one asset type the paper's heading names (lines in the top quarter of its first page, outside
 * tables), as a draft pointing at its first mention. A log's entries or a letter's body do not count.
 */
export function paperType(lines: Line[], firstPageHeight: number): Draft | null {
  let found: Draft | null = null;
  const heading = lines.filter((line) => line.page === lines[0]?.page && line.y0 < firstPageHeight * 0.25);
  for (const line of heading) {
    for (const seg of line.segments) {
      const mention = findAssetType(seg.text);
      if (!mention) continue;
      if (found && found.value !== mention.key) return null;
      found ??= {
        key: 'type',
        value: mention.key,
        unit: null,
        pieces: [{ seg, from: mention.from, to: mention.to }],
      };
    }
  }
  return found;
}

/**
 * The type a section heading names for the form asset under it ('Jockey pump' above its 'Serial No:'):
 * the nearest line above the asset's serial, within a few lines, that holds no label and names one
 * type; null when a line naming another type or a form line of another serial comes first.
 */
function sectionType(anchor: Pair, openLines: Line[], pairs: Pair[], paperText: string): Draft | null {
  const height = anchor.line.y1 - anchor.line.y0;
  const labelled = new Set(pairs.map((p) => p.line));
  // The row's own name before its labels ('Alarm valve set   Mnf. Tyco   S/No 95834').
  const labelSegs = new Set(pairs.map((p) => p.labelPiece.seg));
  const lead = anchor.line.segments[0];
  if (lead && lead !== anchor.labelPiece.seg && !labelSegs.has(lead) && lead.words.length <= 5) {
    const mention = findAssetType(lead.text);
    if (mention)
      return {
        key: 'type',
        value: inContext(mention.key, paperText),
        unit: null,
        pieces: [{ seg: lead, from: mention.from, to: mention.to }],
      };
  }
  const above = openLines
    .filter(
      (line) =>
        line.page === anchor.line.page &&
        line.y1 <= anchor.line.y0 + height * 0.2 &&
        anchor.line.y0 - line.y1 < height * 6,
    )
    .sort((a, b) => b.y0 - a.y0);
  for (const line of above) {
    if (labelled.has(line)) {
      // A form line between the heading and the serial belongs to this asset only if it names no serial.
      if (pairs.some((p) => p.line === line && p.label.def.kind === 'serial')) return null;
      continue;
    }
    // Forms side by side ('HYDRANT … HOSE REEL' over two columns of labels): the heading over the serial's label.
    // A lone heading to the left of a row of boxes ('DIESEL FIRE PUMP' over 'Mnf  Model  S/No') heads them all.
    const lone = line.segments.length === 1 && line.segments[0]!.x0 < anchor.labelPiece.seg.x0;
    const over = lone
      ? line.segments
      : line.segments.filter(
          (seg) => seg.x0 < anchor.labelPiece.seg.x1 && seg.x1 > anchor.labelPiece.seg.x0 - height * 2,
        );
    if (over.length !== 1 || (line.segments.length > 1 && over[0]!.words.length > 3)) return null;
    const seg = over[0]!;
    if (seg.words.length > 5) return null;
    const mention = findAssetType(seg.text);
    if (!mention) return null;
    return {
      key: 'type',
      value: inContext(mention.key, paperText),
      unit: null,
      pieces: [{ seg, from: mention.from, to: mention.to }],
    };
  }
  return null;
}

/** A 'Panel make', 'Panel model' or 'Panel type' label on a paper about fire detection names a fire alarm panel. */
function panelType(group: Pair[], lines: Line[]): Draft | null {
  const panelLabel = group.find((p) => /^pane/i.test(pieceText(p.labelPiece)));
  if (!panelLabel) return null;
  const text = lines.map((line) => line.segments.map((s) => s.text).join(' ')).join(' ');
  if (!DETECTION.test(text) || GAS_SYSTEM.test(text)) return null;
  return {
    key: 'type',
    value: 'FIRE_ALARM_PANEL',
    unit: null,
    pieces: [{ ...panelLabel.labelPiece, to: panelLabel.labelPiece.from + 5 }],
  };
}

/**
 * The assets of a paper's form. When the form names no serial and the paper's tables gave exactly one
 * asset, the form's asset fields (a date, a reading) are that asset's.
 */
export function readFormAssets(
  pairs: Pair[],
  openLines: Line[],
  today: string,
  firstPageHeight: number,
  tableAssets: AssetDraft[],
  paperText: string,
  kind: PaperKind,
): AssetDraft[] {
  const date = (text: string) => takeDate(text, today);
  const assetPairs = pairs.filter((p) => ASSET_LABELS.includes(p.label.def.kind) && p.value);
  const serials = assetPairs
    .map((pair) => ({ pair, draft: take([pair.value!], takeSerial, 'serial') }))
    .filter((s) => s.pair.label.def.kind === 'serial' && s.draft);
  const anchors = serials.length > 0 ? serials.map((s) => s.pair) : assetPairs.slice(0, 1);
  if (anchors.length === 0) return [];
  const groups = anchors.map(() => [] as Pair[]);
  for (const pair of assetPairs) {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    anchors.forEach((anchor, a) => {
      if (anchor.line.page !== pair.line.page && anchors.length > 1) return;
      const distance =
        Math.abs(anchor.line.y0 - pair.line.y0) +
        Math.abs(anchor.labelPiece.seg.x0 - pair.labelPiece.seg.x0) +
        (anchor.line.page !== pair.line.page ? 1e6 : 0);
      if (distance < bestDistance) {
        best = a;
        bestDistance = distance;
      }
    });
    groups[best]!.push(pair);
  }
  const heading = paperType(openLines, firstPageHeight);
  const fallbackType = heading
    ? { ...heading, value: inContext(heading.value as AssetTypeKey, paperText) }
    : null;
  const only = serials.length === 0 && tableAssets.length === 1 ? tableAssets[0]! : null;
  return groups.flatMap((group) => {
    const drafts: Draft[] = [];
    const of = (kind: string) => group.filter((p) => p.label.def.kind === kind).map((p) => [p.value!]);
    const first = (kind: string, reader: (text: string) => Taken | null, key: string) =>
      of(kind)
        .map((pieces) => take(pieces, reader, key))
        .find((d) => d !== null) ?? null;
    const serial = first('serial', takeSerial, 'serial');
    if (serial && unsure(serial)) return [];
    const make = first('make', (t) => takeText(t, 4), 'make');
    const model = first('model', (t) => takeText(t, 4, true), 'model');
    // The asset's own words: a type label's value, else a label that names it ('Hose reel serial no').
    const ownType =
      of('type')
        .map((pieces) => typeDraft(pieces, paperText))
        .find((d) => d !== null) ??
      typeDraft(
        group.filter((p) => p.label.def.kind !== 'reading').map((p) => p.labelPiece),
        paperText,
      );
    const anchor = serials.length > 0 ? anchors[groups.indexOf(group)] : undefined;
    const type =
      (only?.type ? only.drafts.find((d) => d.key === 'type') : undefined) ??
      ownType ??
      (anchor ? sectionType(anchor, openLines, pairs, paperText) : null) ??
      panelType(group, openLines) ??
      (serial || make || model ? fallbackType : null);
    put(drafts, type ?? null);
    put(drafts, serial);
    put(drafts, make);
    put(drafts, model);
    put(
      drafts,
      first('location', (t) => takeText(t, 10), 'location'),
    );
    put(drafts, first('installedOn', date, 'installedOn'));
    put(drafts, first('lastServiceOn', date, 'lastServiceOn'));
    put(drafts, first('lastTestOn', date, 'lastTestOn'));
    if (type) {
      for (const pair of group) {
        if (pair.label.def.kind !== 'reading' || !pair.label.def.hint) continue;
        const unit = unitInText(pieceText(pair.labelPiece));
        if (trusted(pair.label.def.hint, kind))
          put(drafts, readReading(type.value as AssetTypeKey, pair.label.def.hint, pair.value!, unit));
      }
    }
    if (only) {
      // Only what the form says of the visit (dates, readings) joins the table's one asset.
      for (const draft of drafts)
        if (/^(installedOn|lastServiceOn|lastTestOn|reading:)/.test(draft.key)) put(only.drafts, draft);
      return [];
    }
    if (!serial && !(type && drafts.length >= 2)) return [];
    return [
      { drafts, type: (type?.value as AssetTypeKey) ?? null, serial: serial?.value ?? null, remarks: [] },
    ];
  });
}
