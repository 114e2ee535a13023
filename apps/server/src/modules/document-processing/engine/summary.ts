/**
 * An extractive summary: the document's own key sentences, chosen without any model. Each sentence is
 * scored by its terms' TF-IDF weight, its position, the facts it carries (standards, dates, pressures,
 * certificate numbers) and a penalty for being very short or very long; the best 3-5 are returned in
 * their original order. Pure.
 */
import type { ProcessingSummary } from '@firebreak/shared';
import { extractFireFacts, normaliseForFacts } from './fire-facts';

const STOP_WORDS = new Set(
  (
    'the and for are but not you all any can had her was one our out has his how its may new now old see ' +
    'two way who did get let put say she too use that with have this will your from they been were said ' +
    'each which their there what about would when make like into than them some then these could other ' +
    'shall must should also such upon per page only more most very where being does done'
  ).split(' '),
);

export function splitSentences(text: string): string[] {
  return normaliseForFacts(text)
    .split(/\n\s*\n|(?<=[.!?])\s+(?=["'(]?[A-Z0-9])/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[A-Za-z]{2}/.test(sentence));
}

const termsOf = (sentence: string) =>
  (sentence.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []).filter((term) => !STOP_WORDS.has(term));

function hasFacts(sentence: string): number {
  const facts = extractFireFacts(sentence);
  return (
    facts.standards.length + facts.dates.length + facts.pressures.length + facts.certificateNumbers.length
  );
}

export function summarise(text: string, maxSentences = 5): ProcessingSummary | null {
  const sentences = splitSentences(text);
  if (!sentences.length) return null;
  const termSets = sentences.map((sentence) => new Set(termsOf(sentence)));
  const frequency = new Map<string, number>();
  const sentenceFrequency = new Map<string, number>();
  sentences.forEach((sentence, index) => {
    for (const term of termsOf(sentence)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    for (const term of termSets[index]!) sentenceFrequency.set(term, (sentenceFrequency.get(term) ?? 0) + 1);
  });
  const count = sentences.length;
  const weight = (term: string) =>
    Math.log(1 + frequency.get(term)!) * Math.log(1 + count / sentenceFrequency.get(term)!);
  const scored = sentences.map((sentence, index) => {
    const terms = [...termSets[index]!];
    const words = sentence.split(' ').length;
    const termScore =
      terms.reduce((sum, term) => sum + weight(term), 0) / Math.sqrt(Math.max(terms.length, 1));
    const position = 1 + 0.5 * (1 - index / count) + (index === 0 ? 0.3 : 0);
    const facts = 1 + 0.4 * Math.min(hasFacts(sentence), 3);
    const length = words < 6 ? 0.4 : words > 45 ? 0.6 : 1;
    return { index, sentence, score: termScore * position * facts * length };
  });
  const wanted = Math.min(count, Math.max(3, Math.min(maxSentences, Math.round(count / 8))));
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, wanted)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
  return { kind: 'extractive', sentences: chosen, text: chosen.join(' ') };
}
