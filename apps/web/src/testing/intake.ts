/** Paperwork intake (issue 32) as the API answers it, for component tests. */
import type { IntakeBatch, IntakeField, IntakeFile } from '@firebreak/shared';

export function makeIntakeField(
  overrides: Partial<IntakeField> & Pick<IntakeField, 'group' | 'key'>,
): IntakeField {
  return {
    id: `${overrides.group}.${overrides.key}`,
    label: overrides.key,
    value: '',
    unit: null,
    words: null,
    page: 1,
    box: [0.1, 0.1, 0.2, 0.03],
    ...overrides,
  };
}

export function makeIntakeFile(overrides: Partial<IntakeFile> = {}): IntakeFile {
  return {
    id: 'f-1',
    fileName: 'cert-2025.pdf',
    documentId: 'd-1',
    documentSlug: 'cert-2025',
    status: 'PROPOSED',
    progress: 100,
    error: null,
    kind: 'SERVICE_CERTIFICATE',
    kindLabel: 'Certificate of inspection/service',
    pages: [{ page: 1, width: 595, height: 842 }],
    fields: [
      makeIntakeField({
        group: 'document',
        key: 'certificateNumber',
        label: 'Certificate number',
        value: 'C-4411',
        words: 'C-4411',
      }),
      makeIntakeField({
        group: 'document',
        key: 'serviceDate',
        label: 'Service date',
        value: '2025-03-12',
        words: '12/03/2025',
      }),
      makeIntakeField({
        group: 'asset:0',
        key: 'type',
        label: 'Asset type',
        value: 'EXTINGUISHER_CO2',
        words: '5 kg CO2',
      }),
      makeIntakeField({
        group: 'asset:0',
        key: 'serial',
        label: 'Serial',
        value: 'CO2-1001',
        words: 'CO2-1001',
        box: [0.5, 0.4, 0.2, 0.03],
      }),
      makeIntakeField({
        group: 'asset:0',
        key: 'location',
        label: 'Location',
        value: 'Server room',
        words: 'Server room',
        box: [0.5, 0.45, 0.2, 0.03],
      }),
      makeIntakeField({
        group: 'defect:0',
        key: 'description',
        label: 'Defect',
        value: 'Seal broken',
        words: 'seal broken',
        box: [0.1, 0.8, 0.3, 0.03],
      }),
    ],
    duplicates: [],
    nextDue: [{ group: 'asset:0', frequency: 'ANNUAL', date: '2026-03-12' }],
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

export function makeIntakeBatch(overrides: Partial<IntakeBatch> = {}): IntakeBatch {
  const files = overrides.files ?? [makeIntakeFile()];
  const count = (status: IntakeFile['status']) => files.filter((file) => file.status === status).length;
  return {
    id: 'b-1',
    siteId: 's-1',
    siteName: 'Sandton office tower',
    clientName: 'Liberty Two Degrees',
    createdAt: '2026-11-20T08:00:00.000Z',
    createdBy: 'Thandi Nkosi',
    counts: {
      files: files.length,
      reading: count('QUEUED') + count('READING'),
      proposed: count('PROPOSED'),
      failed: count('FAILED'),
      accepted: count('ACCEPTED'),
      rejected: count('REJECTED'),
    },
    files,
    ...overrides,
  };
}
