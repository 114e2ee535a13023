/** Query expansion from the synonym groups in synonyms.json (kept as data, docs/decisions/0032). */
import data from './synonyms.json' with { type: 'json' };

const groups: string[][] = data.groups;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = groups.map((group) =>
  group.map((phrase) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(phrase)}($|[^a-z0-9])`)),
);

/**
 * The phrases of every group that the query touches, minus those already in the query, each with
 * the phrase of the query that brought its group in (the longest one of the group found in the
 * query): 'time off request' brings leave, vacation, … for 'time off'.
 */
export function expandSynonymsWithSource(query: string): { phrase: string; source: string }[] {
  const text = query.toLowerCase();
  const out = new Map<string, string>();
  groups.forEach((group, index) => {
    let source = '';
    group.forEach((phrase, i) => {
      if (patterns[index]?.[i]?.test(text) && phrase.length > source.length) source = phrase;
    });
    if (!source) return;
    for (const phrase of group) if (!text.includes(phrase) && !out.has(phrase)) out.set(phrase, source);
  });
  return [...out].map(([phrase, source]) => ({ phrase, source }));
}

/** Only the phrases. */
export function expandSynonyms(query: string): string[] {
  return expandSynonymsWithSource(query).map((expansion) => expansion.phrase);
}
