import { describe, expect, it } from 'vitest';
import { extract, findHighlights, highlightTerms, withinOneEdit } from './highlight';
import { splitQuestion } from './question-words';

const marked = (text: string, query: string) =>
  findHighlights(text, highlightTerms(query)).map((range) => text.slice(range.start, range.end));

describe('question words', () => {
  it('takes the form of a question out and keeps its subject', () => {
    // The engine is handed the whole question: it reads 'how often' as asking for an interval.
    expect(splitQuestion('how often must sprinklers be serviced')).toEqual({
      meaningful: 'how often must sprinklers be serviced',
      ignored: ['how', 'often', 'must', 'be'],
    });
    expect(splitQuestion('What is the FM-200 design concentration?').ignored).toEqual(['what', 'is', 'the']);
  });

  it('leaves nothing to match when every word is a question word', () => {
    expect(splitQuestion('how must it be')).toEqual({ meaningful: '', ignored: ['how', 'must', 'it', 'be'] });
  });
});

describe('highlights', () => {
  it('marks the words by their stems and never a question word', () => {
    const text = 'Sprinklers must be serviced: servicing of each sprinkler is how the owner keeps cover.';
    expect(marked(text, 'how often must sprinklers be serviced')).toEqual([
      'Sprinklers',
      'serviced',
      'servicing',
      'sprinkler',
    ]);
  });

  it('marks a code whole, written with or without its hyphen, and not its number alone', () => {
    const text = 'An FM-200 system (FM200, HFC-227ea) at 200 kPa.';
    expect(marked(text, 'FM-200')).toEqual(['FM-200', 'FM200', 'HFC-227ea']);
    expect(marked(text, 'fm200')).toEqual(['FM-200', 'FM200', 'HFC-227ea']);
  });

  it('marks a synonym phrase only whole, the last word as a prefix, and forgives a typo in a long word', () => {
    expect(marked('The fire pump and the fire alarm.', 'pump')).toEqual(['fire pump']);
    expect(marked('Sprinkler heads', 'sprink')).toEqual(['Sprinkler']);
    expect(marked('The hydrostatic test', 'hydrostatc test')).toEqual(['hydrostatic', 'test']);
    expect(marked('internal inspection at intervals', 'intervals')).toEqual(['intervals']);
    expect(withinOneEdit('hydrostat', 'hydrostt')).toBe(true);
    expect(withinOneEdit('interv', 'intern')).toBe(true);
    expect(withinOneEdit('abc', 'xyz')).toBe(false);
  });

  it('shows a long passage as the extract around its marks, the marks moved with it', () => {
    const text = `${'Intro words. '.repeat(60)}The FM-200 cylinders are weighed every six months. ${'More words. '.repeat(60)}`;
    const shown = extract(text, findHighlights(text, highlightTerms('FM-200 cylinders')));
    expect(shown.text.length).toBeLessThanOrEqual(430);
    expect(shown.text.startsWith('… ')).toBe(true);
    expect(shown.text.endsWith(' …')).toBe(true);
    expect(shown.highlights.map((range) => shown.text.slice(range.start, range.end))).toEqual([
      'FM-200',
      'cylinders',
    ]);
    expect(extract('Short.', [])).toEqual({ text: 'Short.', highlights: [] });
  });
});
