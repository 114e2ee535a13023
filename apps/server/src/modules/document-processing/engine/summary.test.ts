import { describe, expect, it } from 'vitest';
import { splitSentences, summarise } from './summary';

const REPORT = [
  'Fire sprinkler inspection report for the Harbour Towers building.',
  'The weather was pleasant and the team arrived early.',
  'The sprinkler installation was inspected against SANS 10287 and NFPA 13 on 15 March 2024.',
  'Static pressure at the main control valve measured 6.5 bar, above the design pressure.',
  'Coffee was served in the lobby.',
  'Two sprinkler heads in the basement parking were painted over and must be replaced.',
  'The fire pump started automatically and delivered the sprinkler design flow.',
  'Certificate No: HT-2024-0193 is issued for the sprinkler installation.',
  'Ok.',
  'Everyone left at noon.',
].join(' ');

describe('extractive summary', () => {
  it('splits sentences, including paragraph breaks without full stops', () => {
    expect(splitSentences('First one. Second one!\n\nHeading without stop\nThird? yes')).toEqual([
      'First one.',
      'Second one!',
      'Heading without stop Third? yes',
    ]);
  });

  it('keeps 3-5 key sentences in their original order', () => {
    const summary = summarise(REPORT)!;
    expect(summary.kind).toBe('extractive');
    expect(summary.sentences.length).toBeGreaterThanOrEqual(3);
    expect(summary.sentences.length).toBeLessThanOrEqual(5);
    const positions = summary.sentences.map((sentence) => REPORT.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(summary.sentences).toContain(
      'The sprinkler installation was inspected against SANS 10287 and NFPA 13 on 15 March 2024.',
    );
    expect(summary.sentences).not.toContain('Coffee was served in the lobby.');
    expect(summary.sentences).not.toContain('Ok.');
    expect(summary.text).toBe(summary.sentences.join(' '));
  });

  it('returns every sentence of a short text and nothing for an empty one', () => {
    expect(summarise('One sentence only here.')?.sentences).toEqual(['One sentence only here.']);
    expect(summarise('   \n\f ')).toBeNull();
  });
});
