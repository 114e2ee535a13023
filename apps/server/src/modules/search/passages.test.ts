import { describe, expect, it } from 'vitest';
import { PASSAGE_LIMITS, splitPagedText, splitPassages, splitText } from './passages';

describe('a document as passages', () => {
  it('cuts at headings, keeps table rows as rows and knows the page of each', () => {
    const passages = splitPagedText(
      [
        'Maintenance Service Schedule\nFirebreak Fire Protection (Pty) Ltd - Operations - Rev 2\nSchedule\nTask | Frequency\nAlarm valve test | Weekly',
        'Annex A: Sprinkler installations - inspection and maintenance intervals\nSprinkler installations are serviced at these intervals:\nWeekly | Alarm valve test\nAnnual | Full service',
      ].join('\f'),
    );
    expect(passages.map(({ heading, page }) => ({ heading, page }))).toEqual([
      { heading: '', page: 1 },
      { heading: 'Schedule', page: 1 },
      { heading: 'Annex A: Sprinkler installations - inspection and maintenance intervals', page: 2 },
    ]);
    expect(passages[1]?.text).toBe('Task | Frequency\nAlarm valve test | Weekly');
    expect(passages[2]?.text).toBe(
      'Sprinkler installations are serviced at these intervals:\nWeekly | Alarm valve test\nAnnual | Full service',
    );
  });

  it('joins the lines of a wrapped paragraph, and a section that runs onto the next page goes on under its heading', () => {
    const [first, second] = splitPagedText(
      'Certification\nWe certify that the pipework described above has passed the hydrostatic pressure test and is fit to be filled and\ncommissioned.\fThe test was witnessed by the client.',
    );
    expect(first).toEqual({
      heading: 'Certification',
      text: 'We certify that the pipework described above has passed the hydrostatic pressure test and is fit to be filled and commissioned.',
      page: 1,
    });
    expect(second).toEqual({
      heading: 'Certification',
      text: 'The test was witnessed by the client.',
      page: 2,
    });
  });

  it('never takes a form line, a sentence or a run of table cells for a heading', () => {
    const passages = splitText(
      'Installation details\nSite: ______ Zone / riser: ______\nSystem: wet pipe sprinkler installation to SANS 10287\nTask\nFrequency\nAlarm valve test\nWeekly',
    );
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ heading: 'Installation details', page: null });
    expect(passages[0]?.text).toContain('System: wet pipe sprinkler installation to SANS 10287');
    expect(passages[0]?.text).toContain('Alarm valve test');
  });

  it('cuts long text into passages of at most maxWords words, at sentence ends when it can', () => {
    const sentence = 'The fire pump is run weekly for thirty minutes and the readings are logged. ';
    const passages = splitText(`Fire pump\n${sentence.repeat(60)}`);
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.heading).toBe('Fire pump');
      expect(passage.text.split(/\s+/).length).toBeLessThanOrEqual(PASSAGE_LIMITS.maxWords);
      expect(passage.text.endsWith('logged.')).toBe(true);
    }
    // Flat text (a document stored before passages) still cuts, at maxWords words.
    const flat = splitText('word '.repeat(400));
    expect(flat.map((passage) => passage.text.split(' ').length)).toEqual([160, 160, 80]);
  });

  it('gives nothing for no text, and keeps NUL out', () => {
    expect(splitText('')).toEqual([]);
    expect(splitPassages([{ page: 3, text: '  \n \n' }])).toEqual([]);
    expect(splitText('Alarm\u0000valve test')[0]?.text).toBe('Alarm valve test');
  });
});
