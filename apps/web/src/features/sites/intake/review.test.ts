import { describe, expect, it } from 'vitest';
import { makeIntakeBatch, makeIntakeField, makeIntakeFile } from '@/testing/intake';
import { isBatchReading } from './api/get-intake-batch';
import { fieldInputKind, fileAnswer, groupFields, initialDecisions } from './review';

describe('the review of a proposed file', () => {
  it('groups the document first, then the assets and defects in order', () => {
    const fields = [
      makeIntakeField({ group: 'defect:0', key: 'description' }),
      makeIntakeField({ group: 'asset:1', key: 'serial' }),
      makeIntakeField({ group: 'document', key: 'serviceDate' }),
      makeIntakeField({ group: 'asset:0', key: 'type' }),
      makeIntakeField({ group: 'asset:10', key: 'type' }),
    ];
    expect(groupFields(fields).map((group) => group.group)).toEqual([
      'document',
      'asset:0',
      'asset:1',
      'asset:10',
      'defect:0',
    ]);
  });

  it('answers every field: accepted without a value, edited with it, rejected without', () => {
    const file = makeIntakeFile();
    const decisions = initialDecisions(file);
    decisions['asset:0.serial'] = { action: 'edit', value: 'X-1' };
    decisions['defect:0.description'] = { action: 'reject', value: 'Seal broken' };
    const [answer] = fileAnswer(file, 'accept', decisions).files;
    expect(answer?.fields).toHaveLength(file.fields.length);
    expect(answer?.fields).toContainEqual({ id: 'document.certificateNumber', action: 'accept' });
    expect(answer?.fields).toContainEqual({ id: 'asset:0.serial', action: 'edit', value: 'X-1' });
    expect(answer?.fields).toContainEqual({ id: 'defect:0.description', action: 'reject' });
    expect(fileAnswer(file, 'reject', decisions).files).toEqual([
      { fileId: 'f-1', action: 'reject', fields: [] },
    ]);
  });

  it('edits dates as dates, an asset type from the catalogue and a reading as text', () => {
    expect(fieldInputKind(makeIntakeField({ group: 'asset:0', key: 'lastTestOn' }))).toBe('date');
    expect(fieldInputKind(makeIntakeField({ group: 'asset:0', key: 'type' }))).toBe('type');
    expect(fieldInputKind(makeIntakeField({ group: 'defect:0', key: 'assetRef' }))).toBe('assetRef');
    expect(fieldInputKind(makeIntakeField({ group: 'asset:0', key: 'reading:PRESSURE' }))).toBe('text');
  });

  it('polls the batch only while a file waits or is being read', () => {
    expect(isBatchReading(makeIntakeBatch())).toBe(false);
    expect(isBatchReading(makeIntakeBatch({ files: [makeIntakeFile({ status: 'QUEUED' })] }))).toBe(true);
    expect(
      isBatchReading(makeIntakeBatch({ files: [makeIntakeFile({ status: 'READING', progress: 40 })] })),
    ).toBe(true);
  });
});
