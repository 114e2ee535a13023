/**
 * The reader of paperwork intake (issue 32): a paper's words with their positions in, its kind and the
 * register fields it proposes out. Pure: no database, no clock (today is given), no files.
 * Precision comes before recall: a field is proposed only from a labelled value, a table column or
 * the asset's own words, and nothing is computed that the page does not print.
 */
import type { IntakeField, PaperKind, ReadPage } from '@firebreak/shared';
import { findAssetType } from './asset-types';
import { type AssetDraft, paperType, readFormAssets, readTableAssets } from './assets';
import { type DefectDraft, readLabelledDefects, readRemarkDefect } from './defects';
import { carriedDate, readDocumentFields } from './document';
import { put, toField } from './fields';
import { readKind } from './kinds';
import { buildLines, type Line, pieceText } from './layout';
import { findPairs, type Pair } from './pairs';
import { type Column, findTables, type Row, type Table } from './tables';
import { takeNumber } from './values';

export type ReadOptions = {
  /** YYYY-MM-DD in South Africa: dates after it are not records of work done. */ today: string;
};
export type ReadResult = { kind: PaperKind; fields: IntakeField[] };

export function readPaperwork(pages: ReadPage[], { today }: ReadOptions): ReadResult {
  const byPage = pages.map((page) => buildLines(page));
  const lines = byPage.flat();
  if (lines.length === 0) return { kind: 'OTHER', fields: [] };
  const kind = readKind(lines, pages[0]?.height ?? 842);

  const tables: Table[] = [];
  const pairs: Pair[] = [];
  const openLines: Line[] = [];
  let carried: Column[] | null = null;
  for (const [index, pageLines] of byPage.entries()) {
    const columns = carried;
    const { tables: found, open } = findTables(
      pageLines,
      pages[index]?.height ?? 842,
      columns,
      columns ? (row) => isAssetRow(row, columns) : undefined,
    );
    carried = open;
    const inTables = new Set(found.flatMap((t) => [...t.headerLines, ...t.rows.flatMap((r) => r.lines)]));
    tables.push(...found);
    pairs.push(...findPairs(pageLines, inTables));
    openLines.push(...pageLines.filter((line) => !inTables.has(line)));
  }

  const documentDrafts = readDocumentFields(pairs, kind, today, lines, pages[0]?.height ?? 842);
  const fields: IntakeField[] = documentDrafts.map((d) => toField('document', d));
  const paperText = lines.map((line) => line.segments.map((s) => s.text).join(' ')).join('\n');
  // The one type the heading names ('Installation Certificate - Hose Reels') types rows with a serial and nothing else.
  const heading = paperType(openLines, pages[0]?.height ?? 842);
  const tableAssets = readTableAssets(tables, kind, today, paperText, heading);
  const formAssets = readFormAssets(
    pairs,
    openLines,
    today,
    pages[0]?.height ?? 842,
    tableAssets,
    paperText,
    kind,
  );
  const assets = mergeBySerial([...tableAssets, ...formAssets]);
  const paperDate = carriedDate(kind, documentDrafts, pairs, today);
  if (paperDate) for (const asset of assets) put(asset.drafts, paperDate);
  assets.forEach((asset, n) => {
    for (const draft of asset.drafts) fields.push(toField(`asset:${n}`, draft));
  });

  const defects: DefectDraft[] = [
    ...assets.flatMap((asset, n) => readRemarkDefect(asset.remarks, n) ?? []),
    ...readLabelledDefects(pairs, openLines),
  ];
  defects.forEach((defect, n) => {
    const group = `defect:${n}`;
    fields.push(toField(group, defect.description));
    const index =
      defect.assetIndex ??
      assets.findIndex((a) => a.serial !== null && mentions(defect.description.value, a.serial));
    if (index >= 0) {
      fields.push({
        id: `${group}.assetRef`,
        group,
        key: 'assetRef',
        label: 'Asset',
        value: `asset:${index}`,
        unit: null,
        words: null,
        page: null,
        box: null,
      });
    }
  });
  return { kind, fields };
}

const mentions = (text: string, serial: string) =>
  text.split(/[\s,;()]+/).some((word) => word.replace(/[.:]$/, '').toUpperCase() === serial.toUpperCase());

/** One asset per serial: a serial read twice (a table and a form, two pages) keeps its first reading. */
function mergeBySerial(assets: AssetDraft[]): AssetDraft[] {
  const merged: AssetDraft[] = [];
  for (const asset of assets) {
    const same = asset.serial
      ? merged.find((m) => m.serial?.toUpperCase() === asset.serial!.toUpperCase())
      : undefined;
    if (!same) {
      merged.push(asset);
      continue;
    }
    for (const draft of asset.drafts)
      if (!same.drafts.some((d) => d.key === draft.key)) same.drafts.push(draft);
    same.remarks.push(...asset.remarks);
  }
  return merged;
}

/** A row of a table carried over from the page before: a serial and a type where its columns say. */
function isAssetRow(row: Row, columns: Column[]): boolean {
  const text = (kinds: string[]) =>
    columns
      .flatMap((c, i) => (kinds.includes(c.kind) ? (row.cells.get(i) ?? []) : []))
      .map(pieceText)
      .join(' ');
  return (
    takeNumber(text(['serial'])) !== null && findAssetType(text(['type', 'description', 'size'])) !== null
  );
}
