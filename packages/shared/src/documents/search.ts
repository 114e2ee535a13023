/**
 * §5 'Basic document search matching' as one pure function, used by the Basic Search tab. The text
 * is read as words and "quoted phrases" (issue 26 §5, decision 0081): every word must appear, in any
 * order, somewhere in the name, description, tags, fileName or searchableContent (case-insensitive; a
 * word also matches its plain form, 'testing' → 'test', 'sprinklers' → 'sprinkler'; 'and', 'the' and
 * the like are left out unless nothing else is typed); a phrase in quotes must appear as written in
 * one of them. Exact category, department and type; any-of tags; inclusive text comparison of
 * lastModified dates; the client, site, project or asset a document is linked to. With text, documents
 * whose name holds every word come first, then those whose name, description or tags do, then the
 * rest, each by name.
 */

export type BasicSearchLink = { kind: string; id: string };

export type BasicSearchDocument = {
  name: string;
  description: string;
  fileName: string;
  searchableContent: string;
  tags: readonly string[];
  category: string;
  department: string;
  type: string;
  lastModified: string;
  /** What the document is about (decision 0081); missing reads as none. */
  links?: readonly BasicSearchLink[];
};

export type BasicSearchFilters = {
  category: string;
  department: string;
  type: string;
  tags: readonly string[];
  dateRange: { start: string; end: string };
  /** Ids of the client, site, project and asset the documents must be linked to ('' for any). */
  clientId?: string;
  siteId?: string;
  projectId?: string;
  assetId?: string;
};

export const EMPTY_BASIC_FILTERS: BasicSearchFilters = {
  category: '',
  department: '',
  type: '',
  tags: [],
  dateRange: { start: '', end: '' },
  clientId: '',
  siteId: '',
  projectId: '',
  assetId: '',
};

const LINK_FILTERS = [
  ['clientId', 'client'],
  ['siteId', 'site'],
  ['projectId', 'project'],
  ['assetId', 'asset'],
] as const;

export function countActiveFilters(filters: BasicSearchFilters): number {
  return [
    filters.category,
    filters.department,
    filters.type,
    filters.tags.length > 0,
    filters.dateRange.start,
    filters.dateRange.end,
    ...LINK_FILTERS.map(([key]) => filters[key]),
  ].filter(Boolean).length;
}

/** True when there is nothing to search for: the §4 state that empties the list. */
export function isBlankSearch(text: string, filters: BasicSearchFilters): boolean {
  return parseBasicQuery(text).terms.length === 0 && countActiveFilters(filters) === 0;
}

/** Words that carry no meaning of their own in a title or a sentence: not required to appear. */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with']);

/** One thing the text asks for: a word (with the forms it may also take) or a phrase as written. */
export type BasicSearchTerm = { kind: 'word' | 'phrase'; text: string; forms: readonly string[] };

/** The plain form of an inflected word, when it is long enough to stay meaningful. */
function plainForm(word: string): string | null {
  const rules: [suffix: string, replacement: string, minLength: number][] = [
    ['ies', 'y', 5],
    ['ing', '', 6],
    ['ed', '', 5],
    ['es', '', 5],
    ['s', '', 4],
  ];
  for (const [suffix, replacement, minLength] of rules) {
    if (word.length < minLength || !word.endsWith(suffix)) continue;
    if (suffix === 's' && word.endsWith('ss')) return null;
    const plain = word.slice(0, -suffix.length) + replacement;
    return plain.length >= 4 ? plain : null;
  }
  return null;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text as words and "quoted phrases", lower-cased. An unclosed quote runs to the end (so a phrase
 * being typed already searches). Punctuation around a word is dropped; inside it stays (FM-200, 10400-XA).
 */
export function parseBasicQuery(text: string): { terms: BasicSearchTerm[] } {
  const lower = text.toLowerCase();
  const phrases: string[] = [];
  const loose: string[] = [];
  const pattern = /"([^"]*)("|$)/g;
  let last = 0;
  for (let match = pattern.exec(lower); match; match = pattern.exec(lower)) {
    loose.push(lower.slice(last, match.index));
    const phrase = squeeze(match[1] ?? '');
    if (phrase) phrases.push(phrase);
    last = match.index + match[0].length;
  }
  loose.push(lower.slice(last));
  const words = loose
    .join(' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word));
  const kept = [...new Set(meaningful.length > 0 || phrases.length > 0 ? meaningful : words)];
  return {
    terms: [
      ...kept.map((word): BasicSearchTerm => {
        const plain = plainForm(word);
        return { kind: 'word', text: word, forms: plain ? [word, plain] : [word] };
      }),
      ...[...new Set(phrases)].map(
        (phrase): BasicSearchTerm => ({ kind: 'phrase', text: phrase, forms: [phrase] }),
      ),
    ],
  };
}

type Haystacks = { name: string; meta: string; all: string };

/**
 * Each document's searchable text, lower-cased and with whitespace squeezed, kept while the document
 * object lives: a search over a library of long texts does that work once, not at every keystroke.
 * Fields are joined by a line break, so a phrase never spans two of them.
 */
const haystackCache = new WeakMap<object, Haystacks>();

function haystacks(doc: BasicSearchDocument): Haystacks {
  const cached = haystackCache.get(doc);
  if (cached) return cached;
  const field = (text: string) => squeeze(text.toLowerCase());
  const name = field(doc.name);
  const meta = [name, field(doc.description), ...doc.tags.map(field)].join('\n');
  const all = [meta, field(doc.fileName), field(doc.searchableContent)].join('\n');
  const made = { name, meta, all };
  haystackCache.set(doc, made);
  return made;
}

const holdsEvery = (text: string, terms: readonly BasicSearchTerm[]) =>
  terms.every((term) => term.forms.some((form) => text.includes(form)));

function linkedTo(doc: BasicSearchDocument, kind: string, id: string | undefined): boolean {
  if (!id) return true;
  return (doc.links ?? []).some((link) => link.kind === kind && link.id === id);
}

export function searchDocumentsBasic<T extends BasicSearchDocument>(
  documents: readonly T[],
  text: string,
  filters: BasicSearchFilters,
): T[] {
  if (isBlankSearch(text, filters)) return [];
  const { terms } = parseBasicQuery(text);
  const { start, end } = filters.dateRange;
  const matches = documents.filter((doc) => {
    if (filters.category && doc.category !== filters.category) return false;
    if (filters.department && doc.department !== filters.department) return false;
    if (filters.type && doc.type !== filters.type) return false;
    if (filters.tags.length > 0 && !filters.tags.some((tag) => doc.tags.includes(tag))) return false;
    if (start && doc.lastModified < start) return false;
    // An end date alone ('2025-03-01') includes the whole of that day.
    if (end && doc.lastModified.slice(0, end.length) > end) return false;
    if (!LINK_FILTERS.every(([key, kind]) => linkedTo(doc, kind, filters[key]))) return false;
    return terms.length === 0 || holdsEvery(haystacks(doc).all, terms);
  });
  if (terms.length === 0) return matches;
  const tier = (doc: T) => {
    const { name, meta } = haystacks(doc);
    return holdsEvery(name, terms) ? 0 : holdsEvery(meta, terms) ? 1 : 2;
  };
  const tiers = new Map(matches.map((doc) => [doc, tier(doc)]));
  return [...matches].sort(
    (a, b) => (tiers.get(a) ?? 2) - (tiers.get(b) ?? 2) || a.name.localeCompare(b.name),
  );
}
