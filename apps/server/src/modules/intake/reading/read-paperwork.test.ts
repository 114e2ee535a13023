import { describe, expect, it } from 'vitest';
import { fixturePage, rowsAt } from './fixture';
import { readPaperwork } from './read-paperwork';

const today = '2025-06-30';
const byId = (fields: { id: string }[]) => new Map(fields.map((f) => [f.id, f]));

describe('readPaperwork', () => {
  it('reads a two-column service certificate for one alarm panel', () => {
    const page = fixturePage([
      [0.3, 0.05, 'CERTIFICATE OF SERVICE'],
      [0.3, 0.07, 'Fire Detection and Alarm System'],
      ...rowsAt(
        [0.1, 0.4],
        [
          ['Certificate No:', 'FS-2025-00412'],
          ['Date of Service:', '12/03/2025'],
          ['Panel Type:', 'Addressable fire alarm panel'],
          ['Make:', 'Ziton'],
          ['Model:', 'ZP3'],
          ['Serial No:', 'ZP3-884512'],
          ['Location:', 'Ground floor reception'],
          ['Battery voltage:', '27.2 V'],
          ['Charger voltage:', '27.6V'],
          ['Next service due:', '12/03/2026'],
          ['Technician:', 'Sipho Ndlovu'],
          ['SAQCC Reg No:', '1234-F'],
          ['Contractor:', 'Blaze Fire Services'],
        ],
        0.15,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_CERTIFICATE');
    const f = byId(fields);
    expect(f.get('document.certificateNumber')).toMatchObject({ value: 'FS-2025-00412', words: 'FS-2025-00412', page: 1 });
    expect(f.get('document.serviceDate')).toMatchObject({ value: '2025-03-12', words: '12/03/2025' });
    expect(f.get('document.signatory')?.value).toBe('Sipho Ndlovu');
    expect(f.get('document.saqccNumber')?.value).toBe('1234-F');
    expect(f.get('document.contractor')?.value).toBe('Blaze Fire Services');
    expect(f.get('asset:0.type')?.value).toBe('FIRE_ALARM_PANEL');
    expect(f.get('asset:0.serial')?.value).toBe('ZP3-884512');
    expect(f.get('asset:0.make')?.value).toBe('Ziton');
    expect(f.get('asset:0.model')?.value).toBe('ZP3');
    expect(f.get('asset:0.location')?.value).toBe('Ground floor reception');
    expect(f.get('asset:0.reading:BATTERY_VOLTAGE')).toMatchObject({ value: '27.2', unit: 'V', words: '27.2 V' });
    expect(f.get('asset:0.reading:CHARGER_VOLTAGE')).toMatchObject({ value: '27.6', unit: 'V' });
    console.log(fields.map((x) => `${x.id}=${x.value}`));
  });
});
