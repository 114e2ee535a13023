import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a BOM, CRLF line ends and RFC 4180 quoting', () => {
    expect(
      toCsv([
        ['item', 'note'],
        ['Valve "A"', 'a,b'],
        [1.5, null],
      ]),
    ).toBe('\uFEFFitem,note\r\n"Valve ""A""","a,b"\r\n1.5,\r\n');
  });

  it('neutralises every cell a spreadsheet would read as a formula, a line break after it too', () => {
    for (const cell of ['=1+2', '+27', '-5', '@SUM(A1)', '\tx', '\rx', '=cmd\nx']) {
      expect(toCsv([[cell]])).toMatch(/^\uFEFF"'/);
    }
    expect(toCsv([[-5, 'plain']])).toBe('\uFEFF-5,plain\r\n');
  });

  it('leaves a number that is not finite empty', () => {
    expect(toCsv([[Number.NaN, Number.POSITIVE_INFINITY]])).toBe('\uFEFF,\r\n');
  });
});
