import { describe, expect, it } from 'vitest';
import { highlightRanges, showPassage } from './highlight';
import { planQuery } from './query-plan';

const marked = (text: string, query: string) =>
  highlightRanges(text, planQuery(query)).map(([a, b]) => text.slice(a, b));

describe('what a passage shows and marks', () => {
  it("marks the query's words, their equivalents and what the question asks for, never a question word", () => {
    const text =
      'How often must sprinklers be serviced? Sprinkler installations are serviced weekly, quarterly and every 6 months; maintenance is recorded.';
    expect(marked(text, 'how often must sprinklers be serviced')).toEqual([
      'sprinklers',
      'serviced',
      'Sprinkler',
      'serviced',
      'weekly',
      'quarterly',
      'every 6 months',
      'maintenance',
    ]);
  });

  it('marks codes and the word still being typed', () => {
    expect(marked('FM-200 cylinders and HFC-227ea agent', 'fm200 cylinder')).toEqual([
      'FM-200',
      'cylinders',
      'HFC-227ea',
    ]);
    expect(marked('The hydrostatic test', 'hydrosta')).toEqual(['hydrostatic']);
  });

  it('shows the stretch that holds the most marks, cut at words, with the marks moved', () => {
    const text = `${'Introductory words about the company and its history. '.repeat(10)}The alarm valve is tested weekly and the fire pump run weekly.`;
    const shown = showPassage(text, planQuery('how often is the alarm valve tested'), 120);
    expect(shown.text.startsWith('…')).toBe(true);
    expect(shown.text.length).toBeLessThanOrEqual(122);
    expect(shown.text).toContain('alarm valve is tested weekly');
    const words = shown.highlights.map(([a, b]) => shown.text.slice(a, b));
    expect(words).toEqual(expect.arrayContaining(['alarm', 'valve', 'tested', 'weekly']));
    // Short text is shown whole.
    expect(showPassage('Alarm valve test | Weekly', planQuery('alarm valve'), 120)).toEqual({
      text: 'Alarm valve test | Weekly',
      highlights: [
        [0, 5],
        [6, 11],
      ],
    });
  });
});
