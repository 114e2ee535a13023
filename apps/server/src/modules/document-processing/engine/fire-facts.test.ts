import { describe, expect, it } from 'vitest';
import {
  extractFireFacts,
  findCertificateNumbers,
  findDates,
  findPressures,
  findStandards,
} from './fire-facts';

describe('fire facts', () => {
  it('finds standard references and normalises them', () => {
    const text = 'Installed to SANS 10287 and SANS10139, energy per SANS 10400-\nXA; sprinklers per NFPA 13.';
    expect(extractFireFacts(text).standards).toEqual([
      'SANS 10287',
      'SANS 10139',
      'SANS 10400-XA',
      'NFPA 13',
    ]);
    expect(findStandards('EN 54-2 panels, ISO 7240-1:2014 and SANS 10287 again')).toEqual([
      'EN 54-2',
      'ISO 7240-1',
      'SANS 10287',
    ]);
  });

  it('ignores words that only contain the letters of a prefix', () => {
    expect(findStandards('SCREENS 12 and OPEN 45 and lowercase sans 10287')).toEqual([]);
  });

  it('finds dates in several forms with their ISO date', () => {
    expect(
      findDates('Tested 2024-03-15, due 15/03/2025, issued 15 March 2024 and on March 16, 2024.'),
    ).toEqual([
      { text: '2024-03-15', iso: '2024-03-15' },
      { text: '15/03/2025', iso: '2025-03-15' },
      { text: '15 March 2024', iso: '2024-03-15' },
      { text: 'March 16, 2024', iso: '2024-03-16' },
    ]);
    expect(findDates('on 1st Sept 2023 and 31/02/2024')).toEqual([
      { text: '1st Sept 2023', iso: '2023-09-01' },
      { text: '31/02/2024', iso: null },
    ]);
  });

  it('finds pressures and converts them to kPa', () => {
    expect(findPressures('Static 6.5 bar, residual 450kPa, 1.2 MPa, 150 psi and 6,5 bar, 1,500 kPa')).toEqual(
      [
        { text: '6.5 bar', kPa: 650 },
        { text: '450 kPa', kPa: 450 },
        { text: '1.2 MPa', kPa: 1200 },
        { text: '150 psi', kPa: 1034.21 },
        { text: '6,5 bar', kPa: 650 },
        { text: '1,500 kPa', kPa: 1500 },
      ],
    );
  });

  it('finds certificate, report, job and delivery note numbers', () => {
    const text =
      'Certificate No: HT-2024-0193\nCert. No. 5521/B\nReport No 77-A\nJob No.: J2291\nDelivery Note No 000482\nReport Number: none';
    expect(findCertificateNumbers(text)).toEqual([
      'Certificate No. HT-2024-0193',
      'Certificate No. 5521/B',
      'Report No. 77-A',
      'Job No. J2291',
      'Delivery Note No. 000482',
    ]);
  });

  it('gives empty lists for text without facts', () => {
    expect(extractFireFacts('Nothing to see here.')).toEqual({
      standards: [],
      dates: [],
      pressures: [],
      certificateNumbers: [],
    });
  });
});
