// Scoring the intake's proposals (issue 32) against the evaluation set's truth, using nothing but the
// public answer (IntakeBatch / IntakeFile / IntakeField). Each proposed asset group ('asset:N') is
// paired with a true asset, by serial first, else by type and location, else by a serial misread by
// a letter or two, greedily; each proposed field
// is then right or wrong against the true value (strings ignoring case and spaces, dates exactly,
// readings within 1 %), and each true value is found or missed.

const DATE_KEYS = new Set(['serviceDate', 'testDate', 'installedOn', 'lastServiceOn', 'lastTestOn']);
const READING = 'reading:';
/** The key a field is counted under: readings together, defects as one. */
export const READINGS_KEY = 'reading:*';
export const DEFECT_KEY = 'defect';
/** Defects are free text: the same defect when the words overlap this much (Dice on words). */
export const DEFECT_SIMILARITY = 0.6;
export const LEVELS = ['text', 'clean', 'mild', 'heavy', 'photo'];

/** Lower case, no spaces: 'FS 22-004 ' and 'fs22-004' are the same. */
export const normText = (value) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/\s+/g, '');

/** A reading is right within 1 % of the true value (or 0.001 of it when the truth is 0). */
export function sameReading(proposed, truth) {
  const p = Number(String(proposed).replace(',', '.').trim());
  if (!Number.isFinite(p) || String(proposed).trim() === '') return false;
  return Math.abs(p - truth) <= Math.max(Math.abs(truth) * 0.01, 1e-3);
}

/** Whether a proposed value equals the true one for this key. */
export function sameValue(key, proposed, truth) {
  if (truth === undefined || truth === null) return false;
  if (key.startsWith(READING)) return sameReading(proposed, Number(truth));
  if (DATE_KEYS.has(key)) return String(proposed).trim() === String(truth);
  return normText(proposed) === normText(truth);
}

const words = (text) =>
  normWords(text)
    .split(' ')
    .filter((w) => w.length > 1);
const normWords = (text) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Dice coefficient of two texts' word sets. */
export function wordSimilarity(a, b) {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (!x.size || !y.size) return 0;
  let both = 0;
  for (const w of x) if (y.has(w)) both += 1;
  return (2 * both) / (x.size + y.size);
}

/** A file's proposed fields by group: the document's, each asset's (readings apart) and each defect's. */
export function groupFields(fields) {
  const document = [];
  const assets = new Map();
  const defects = new Map();
  const other = [];
  for (const field of fields ?? []) {
    const group = String(field.group ?? '');
    if (group === 'document') document.push(field);
    else if (group.startsWith('asset:')) {
      if (!assets.has(group)) assets.set(group, []);
      assets.get(group).push(field);
    } else if (group.startsWith('defect:')) {
      if (!defects.has(group)) defects.set(group, []);
      defects.get(group).push(field);
    } else other.push(field);
  }
  return { document, assets, defects, other };
}

const fieldValue = (fields, key) => fields.find((f) => f.key === key)?.value;

/**
 * Pairs proposed asset groups with true assets: by serial (ignoring case and spaces) first, then the
 * rest by type and location, then by a serial within two letters on the same type; each true asset
 * taken once, greedily in the order proposed. Answers Map(group → index into trueAssets).
 */
export function matchAssets(proposedAssets, trueAssets) {
  const pairs = new Map();
  const taken = new Set();
  const groups = [...proposedAssets.keys()];
  for (const group of groups) {
    const serial = normText(fieldValue(proposedAssets.get(group), 'serial'));
    if (!serial) continue;
    const i = trueAssets.findIndex((t, k) => !taken.has(k) && t.serial && normText(t.serial) === serial);
    if (i >= 0) {
      pairs.set(group, i);
      taken.add(i);
    }
  }
  for (const group of groups) {
    if (pairs.has(group)) continue;
    const fields = proposedAssets.get(group);
    const type = normText(fieldValue(fields, 'type'));
    const location = normText(fieldValue(fields, 'location'));
    if (!type || !location) continue;
    const i = trueAssets.findIndex(
      (t, k) => !taken.has(k) && normText(t.type) === type && t.location && normText(t.location) === location,
    );
    if (i >= 0) {
      pairs.set(group, i);
      taken.add(i);
    }
  }
  // last, a serial misread by a letter or two (OCR's 5 for S, 0 for O) on an asset of the same type,
  // so one misread does not make every other field of the asset count as invented
  for (const group of groups) {
    if (pairs.has(group)) continue;
    const fields = proposedAssets.get(group);
    const serial = normText(fieldValue(fields, 'serial'));
    const type = normText(fieldValue(fields, 'type'));
    if (serial.length < 5) continue;
    const i = trueAssets.findIndex(
      (t, k) =>
        !taken.has(k) &&
        t.serial &&
        (!type || normText(t.type) === type) &&
        editDistance(normText(t.serial), serial) <= NEAR_SERIAL,
    );
    if (i >= 0) {
      pairs.set(group, i);
      taken.add(i);
    }
  }
  return pairs;
}

/** How many letters a misread serial may differ by and still name the asset (when 5 or more long). */
export const NEAR_SERIAL = 2;

/** Levenshtein distance. */
export function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length];
}

/** The key a field counts under in the totals. */
export const statKey = (key) => (key.startsWith(READING) ? READINGS_KEY : key);

/** The true values of an asset as [key, value] pairs, readings as 'reading:KEY'. */
function trueAssetValues(asset) {
  const out = [];
  for (const [key, value] of Object.entries(asset)) {
    if (key === 'readings') for (const [r, v] of Object.entries(value ?? {})) out.push([`${READING}${r}`, v]);
    else out.push([key, value]);
  }
  return out;
}

/**
 * Outcomes of one group's proposed fields against its true values: each proposed field right or wrong;
 * each true value counted once (`countsTrue`), on the first proposal of its key or, when none, as missed.
 */
function compareGroup(group, fields, values, extra = {}) {
  const outcomes = [];
  const counted = new Set();
  const found = new Set();
  for (const f of fields) {
    if (f.key === 'assetRef') continue;
    const expected = values ? values[f.key] : undefined;
    const has = expected !== undefined && expected !== null;
    const correct = has && !found.has(f.key) && sameValue(f.key, f.value, expected);
    if (correct) found.add(f.key);
    const countsTrue = has && !counted.has(f.key);
    if (countsTrue) counted.add(f.key);
    outcomes.push({
      group,
      key: f.key,
      proposed: f.value,
      expected: has ? expected : null,
      correct,
      countsTrue,
      ...extra,
    });
  }
  // a key proposed wrongly first and rightly later: the truth is found
  for (const o of outcomes) if (o.countsTrue && !o.correct && found.has(o.key)) o.found = true;
  for (const [key, value] of Object.entries(values ?? {}))
    if (!counted.has(key) && value !== undefined && value !== null)
      outcomes.push({
        group,
        key,
        proposed: null,
        expected: value,
        correct: false,
        countsTrue: true,
        ...extra,
      });
  return outcomes;
}

/**
 * One file scored: every proposed field right or wrong, every true value found or missed. `outcomes`
 * lists { group, key, proposed (value, or null when missed), expected (true value or null), correct,
 * countsTrue (this outcome carries a true value) }.
 */
export function scoreFile(file, truth) {
  const { document, assets, defects } = groupFields(file?.fields);
  const outcomes = compareGroup('document', document, truth.document ?? {});
  const trueAssets = truth.assets ?? [];
  const pairs = matchAssets(assets, trueAssets);
  const matched = new Set(pairs.values());
  for (const [group, fields] of assets) {
    const index = pairs.get(group);
    const values = index === undefined ? null : Object.fromEntries(trueAssetValues(trueAssets[index]));
    outcomes.push(...compareGroup(group, fields, values, { asset: index ?? null }));
  }
  trueAssets.forEach((t, index) => {
    if (!matched.has(index))
      outcomes.push(...compareGroup(null, [], Object.fromEntries(trueAssetValues(t)), { asset: index }));
  });
  // defects: each proposed description paired with the most similar true one not yet taken
  const trueDefects = truth.defects ?? [];
  const takenDefects = new Set();
  for (const [group, fields] of defects) {
    const description = fieldValue(fields, 'description');
    if (description === undefined) continue;
    let best = -1;
    let bestScore = 0;
    trueDefects.forEach((d, i) => {
      if (takenDefects.has(i)) return;
      const s = wordSimilarity(description, d);
      if (s > bestScore) {
        best = i;
        bestScore = s;
      }
    });
    const correct = best >= 0 && bestScore >= DEFECT_SIMILARITY;
    if (correct) takenDefects.add(best);
    outcomes.push({
      group,
      key: DEFECT_KEY,
      proposed: description,
      expected: correct ? trueDefects[best] : null,
      correct,
      countsTrue: correct,
    });
  }
  trueDefects.forEach((d, i) => {
    if (!takenDefects.has(i))
      outcomes.push({
        group: null,
        key: DEFECT_KEY,
        proposed: null,
        expected: d,
        correct: false,
        countsTrue: true,
      });
  });
  const proposed = outcomes.filter((o) => o.proposed !== null);
  const correct = proposed.filter((o) => o.correct).length;
  const missed = outcomes.filter((o) => o.countsTrue && !o.correct && !o.found).length;
  return {
    file: truth.file,
    kind: truth.kind,
    level: truth.level,
    status: file?.status ?? 'MISSING',
    error: file?.error ?? null,
    proposedKind: file?.kind ?? null,
    kindCorrect: (file?.kind ?? null) === truth.kind,
    proposed: proposed.length,
    correct,
    trueValues: countTrue(truth),
    missed,
    noEdit: proposed.length === correct && missed === 0,
    outcomes,
  };
}

/** How many true values a file holds (document fields, asset fields and readings, defects). */
export function countTrue(truth) {
  let n = Object.keys(truth.document ?? {}).length + (truth.defects ?? []).length;
  for (const a of truth.assets ?? []) n += trueAssetValues(a).length;
  return n;
}

const ratio = (a, b) => (b === 0 ? null : a / b);

function emptyStat() {
  return { proposed: 0, correct: 0, true: 0 };
}
function finish(stat) {
  return { ...stat, precision: ratio(stat.correct, stat.proposed), recall: ratio(stat.correct, stat.true) };
}
function count(stat, outcome) {
  if (outcome.proposed !== null) stat.proposed += 1;
  if (outcome.correct) stat.correct += 1;
  if (outcome.countsTrue) stat.true += 1;
}
function add(stats, key, outcome) {
  stats[key] ??= emptyStat();
  count(stats[key], outcome);
}

/**
 * The totals over scored files: per field key (readings together, and each reading key apart), per
 * level, per kind (with what it was taken for), kind accuracy and the share needing no edit.
 */
export function aggregate(scored) {
  const byKey = {};
  const byReading = {};
  const byLevel = {};
  const byKind = {};
  const all = emptyStat();
  for (const s of scored) {
    byLevel[s.level] ??= { files: 0, kindCorrect: 0, noEdit: 0, failed: 0, ...emptyStat() };
    byKind[s.kind] ??= { files: 0, kindCorrect: 0, noEdit: 0, takenFor: {}, ...emptyStat() };
    const level = byLevel[s.level];
    const kind = byKind[s.kind];
    for (const bucket of [level, kind]) {
      bucket.files += 1;
      if (s.kindCorrect) bucket.kindCorrect += 1;
      if (s.noEdit) bucket.noEdit += 1;
    }
    if (s.status === 'FAILED' || s.status === 'MISSING') level.failed += 1;
    kind.takenFor[s.proposedKind ?? 'none'] = (kind.takenFor[s.proposedKind ?? 'none'] ?? 0) + 1;
    for (const o of s.outcomes) {
      add(byKey, statKey(o.key), o);
      if (o.key.startsWith(READING)) add(byReading, o.key, o);
      for (const bucket of [level, kind, all]) count(bucket, o);
    }
  }
  const files = scored.length;
  const share = (n, d) => (d === 0 ? null : n / d);
  return {
    files,
    kindAccuracy: share(scored.filter((s) => s.kindCorrect).length, files),
    noEditShare: share(scored.filter((s) => s.noEdit).length, files),
    noEditAndKindShare: share(scored.filter((s) => s.noEdit && s.kindCorrect).length, files),
    fields: finish(all),
    byKey: Object.fromEntries(Object.entries(byKey).map(([k, v]) => [k, finish(v)])),
    byReading: Object.fromEntries(Object.entries(byReading).map(([k, v]) => [k, finish(v)])),
    byLevel: Object.fromEntries(
      LEVELS.filter((l) => byLevel[l]).map((l) => {
        const v = byLevel[l];
        return [
          l,
          {
            ...finish(v),
            kindAccuracy: share(v.kindCorrect, v.files),
            noEditShare: share(v.noEdit, v.files),
          },
        ];
      }),
    ),
    byKind: Object.fromEntries(
      Object.entries(byKind).map(([k, v]) => [
        k,
        { ...finish(v), kindAccuracy: share(v.kindCorrect, v.files), noEditShare: share(v.noEdit, v.files) },
      ]),
    ),
  };
}

/** Scores a batch answer against the truth list; files are paired by name. */
export function scoreBatch(batch, truthFiles) {
  const byName = new Map((batch?.files ?? []).map((f) => [f.fileName, f]));
  const scored = truthFiles.map((t) => scoreFile(byName.get(t.file), t));
  return { scored, report: aggregate(scored) };
}

const pct = (x) => (x === null || x === undefined ? '   -  ' : `${(x * 100).toFixed(1).padStart(5)}%`);

/** The report as plain text tables. */
export function formatReport(report) {
  const lines = [];
  const row = (name, s) =>
    `${name.padEnd(26)}${String(s.proposed).padStart(9)}${String(s.correct).padStart(9)}${String(s.true).padStart(7)}   ${pct(s.precision)}   ${pct(s.recall)}`;
  const head = `${'field'.padEnd(26)}${'proposed'.padStart(9)}${'correct'.padStart(9)}${'true'.padStart(7)}   precision  recall`;
  lines.push(head, '-'.repeat(head.length));
  const order = [
    'certificateNumber',
    'serviceDate',
    'testDate',
    'signatory',
    'saqccNumber',
    'contractor',
    'type',
    'make',
    'model',
    'serial',
    'location',
    'installedOn',
    'lastServiceOn',
    'lastTestOn',
    READINGS_KEY,
    DEFECT_KEY,
  ];
  const keys = [
    ...order.filter((k) => report.byKey[k]),
    ...Object.keys(report.byKey).filter((k) => !order.includes(k)),
  ];
  for (const k of keys) lines.push(row(k, report.byKey[k]));
  lines.push('-'.repeat(head.length), row('all fields', report.fields), '');
  if (Object.keys(report.byReading).length) {
    lines.push('readings');
    for (const [k, v] of Object.entries(report.byReading).sort())
      lines.push(row(`  ${k.slice(READING.length)}`, v));
    lines.push('');
  }
  const lhead = `${'level'.padEnd(10)}${'files'.padStart(6)}  ${'kind ok'.padStart(7)}  ${'no edit'.padStart(7)}  precision  recall`;
  lines.push(lhead, '-'.repeat(lhead.length));
  for (const [l, v] of Object.entries(report.byLevel))
    lines.push(
      `${l.padEnd(10)}${String(v.files).padStart(6)}  ${pct(v.kindAccuracy)}  ${pct(v.noEditShare)}     ${pct(v.precision)} ${pct(v.recall)}`,
    );
  lines.push('');
  const khead = `${'kind'.padEnd(26)}${'files'.padStart(6)}  ${'kind ok'.padStart(7)}  ${'no edit'.padStart(7)}  taken for`;
  lines.push(khead, '-'.repeat(khead.length));
  for (const [k, v] of Object.entries(report.byKind)) {
    const taken = Object.entries(v.takenFor ?? {})
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
    lines.push(
      `${k.padEnd(26)}${String(v.files).padStart(6)}  ${pct(v.kindAccuracy)}  ${pct(v.noEditShare)}  ${taken}`,
    );
  }
  lines.push(
    '',
    `files ${report.files}   kind accuracy ${pct(report.kindAccuracy)}   no edit needed ${pct(report.noEditShare)} (and kind right ${pct(report.noEditAndKindShare)})`,
  );
  return lines.join('\n');
}
