/**
 * The review of one proposed file, as plain data: each field's decision (accept as read, edit to a new
 * value, reject), the fields grouped as the screen shows them, and the answer the accept route takes.
 */
import type { IntakeAcceptInput, IntakeField, IntakeFile } from '@firebreak/shared';

export type FieldAction = 'accept' | 'edit' | 'reject';
export type FieldDecision = { action: FieldAction; value: string };
export type Decisions = Record<string, FieldDecision>;

/** Every field starts accepted as read: the reviewer sees each one before Accept file sends it. */
export function initialDecisions(file: IntakeFile): Decisions {
  return Object.fromEntries(file.fields.map((field) => [field.id, { action: 'accept', value: field.value }]));
}

export function decisionOf(decisions: Decisions, field: IntakeField): FieldDecision {
  return decisions[field.id] ?? { action: 'accept', value: field.value };
}

/** The answer for one file: accepted with each field's decision, or rejected whole. */
export function fileAnswer(
  file: IntakeFile,
  action: 'accept' | 'reject',
  decisions: Decisions,
): IntakeAcceptInput {
  if (action === 'reject') return { files: [{ fileId: file.id, action: 'reject', fields: [] }] };
  return {
    files: [
      {
        fileId: file.id,
        action: 'accept',
        fields: file.fields.map((field) => {
          const decision = decisionOf(decisions, field);
          if (decision.action === 'edit') return { id: field.id, action: 'edit', value: decision.value };
          return { id: field.id, action: decision.action };
        }),
      },
    ],
  };
}

export type FieldGroup = {
  group: string;
  kind: 'document' | 'asset' | 'defect' | 'other';
  /** From 0 within its kind, as the group names it ('asset:1' → 1). */
  index: number;
  fields: IntakeField[];
};

const KIND_ORDER = { document: 0, asset: 1, defect: 2, other: 3 } as const;

function parseGroup(group: string): Pick<FieldGroup, 'kind' | 'index'> {
  if (group === 'document') return { kind: 'document', index: 0 };
  const match = /^(asset|defect):(\d+)$/.exec(group);
  if (match) return { kind: match[1] as 'asset' | 'defect', index: Number(match[2]) };
  return { kind: 'other', index: 0 };
}

/** Document first, then the assets in order, then the defects; fields keep the server's order. */
export function groupFields(fields: readonly IntakeField[]): FieldGroup[] {
  const groups = new Map<string, FieldGroup>();
  for (const field of fields) {
    let group = groups.get(field.group);
    if (!group) {
      group = { group: field.group, ...parseGroup(field.group), fields: [] };
      groups.set(field.group, group);
    }
    group.fields.push(field);
  }
  return [...groups.values()].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.index - b.index || a.group.localeCompare(b.group),
  );
}

const DATE_KEYS = new Set(['serviceDate', 'testDate', 'installedOn', 'lastServiceOn', 'lastTestOn']);

/** How a field's value is edited. */
export function fieldInputKind(field: IntakeField): 'date' | 'type' | 'assetRef' | 'text' {
  if (DATE_KEYS.has(field.key)) return 'date';
  if (field.key === 'type' && field.group.startsWith('asset:')) return 'type';
  if (field.key === 'assetRef') return 'assetRef';
  return 'text';
}
