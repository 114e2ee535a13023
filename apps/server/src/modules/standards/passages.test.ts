import { describe, expect, it } from 'vitest';
import { isHeading, splitPassages } from './passages';

describe('passages of a standard', () => {
  it('recognises clause titles, named parts and capitals as headings, not sentences', () => {
    expect(isHeading('6.3 Inspection and maintenance intervals')).toBe(true);
    expect(isHeading('7.3.2 FM-200 (HFC-227ea) design concentration')).toBe(true);
    expect(isHeading('Annex B Discharge tests')).toBe(true);
    expect(isHeading('Chapter 6: Maintenance')).toBe(true);
    expect(isHeading('GASEOUS EXTINGUISHING SYSTEMS')).toBe(true);
    expect(isHeading('7.3.1 The design concentration shall be maintained for 10 minutes.')).toBe(false);
    expect(isHeading('4.2 Pipes shall be of steel')).toBe(false);
    expect(isHeading('Chapter 6: Maintenance, pages 131 to 150. Why maintenance matters')).toBe(false);
    expect(isHeading('The agent is stored as a liquefied compressed gas in the cylinders')).toBe(false);
    expect(isHeading('12')).toBe(false);
  });

  it('groups a heading with its paragraphs and keeps each passage on its page', () => {
    const passages = splitPassages([
      {
        page: 1,
        text: '7 Gaseous systems\n7.1 General\nA system protects an enclosure.\nIt is designed to a standard.\n1',
      },
      {
        page: 2,
        text: 'The design is checked by a competent person.\n7.2 FM-200 systems\nFM-200 discharges within 10 s.\n2',
      },
    ]);
    expect(passages).toEqual([
      {
        page: 1,
        heading: '7.1 General',
        text: 'A system protects an enclosure. It is designed to a standard.',
      },
      // The text that runs on over the page break keeps the heading it sat under.
      { page: 2, heading: '7.1 General', text: 'The design is checked by a competent person.' },
      { page: 2, heading: '7.2 FM-200 systems', text: 'FM-200 discharges within 10 s.' },
    ]);
  });

  it('cuts a long passage at a numbered clause, keeps bullets on their own line and leaves out running heads', () => {
    const long = 'Cylinder weights are checked against the stamped weight and any loss recorded. '.repeat(10);
    const subjects = ['Maintenance', 'Cylinders', 'Nozzles', 'Enclosures', 'Detection'];
    const pages = subjects.map((subject, i) => ({
      page: i + 1,
      text: `SANS 14520:2021 Edition 3\n8 ${subject}\n${long}\n8.1.1 Every six months the ${subject.toLowerCase()} are checked.\n• ${subject}: check the panel.\nPage ${i + 1} of 5`,
    }));
    const passages = splitPassages(pages);
    expect(passages.every((passage) => !passage.text.includes('SANS 14520:2021 Edition 3'))).toBe(true);
    expect(passages.every((passage) => !/Page \d of 5/.test(passage.text))).toBe(true);
    const onFirst = passages.filter((passage) => passage.page === 1);
    expect(onFirst).toHaveLength(2);
    expect(onFirst[1]).toEqual({
      page: 1,
      heading: '8 Maintenance',
      text: '8.1.1 Every six months the maintenance are checked.\n• Maintenance: check the panel.',
    });
    expect(passages.every((passage) => passage.text.length <= 1400)).toBe(true);
  });

  it('gives a page without any heading its own passage with no heading, and skips empty pages', () => {
    expect(
      splitPassages([
        { page: 1, text: 'Company procedures manual\nfor the service department' },
        { page: 2, text: ' \n ' },
      ]),
    ).toEqual([{ page: 1, heading: null, text: 'Company procedures manual for the service department' }]);
  });
});
