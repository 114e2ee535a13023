/**
 * An asset's result as typed on the phone, and the check before it is queued: every task needs an
 * outcome; a reading, when given, must be a number within the asset's range (the server's messages).
 */
import {
  type AssetResultInput,
  type CheckOutcome,
  VISIT_WORK_STRINGS,
  type VisitDetail,
} from '@firebreak/shared';
import type { ResultView } from '../offline/outbox';
import { W } from '../strings';

type Asset = VisitDetail['assets'][number];

export type ResultDraft = {
  outcomes: (CheckOutcome | null)[];
  readings: Record<string, string>;
  notes: string;
};

export function draftOf(asset: Asset, result: ResultView | undefined): ResultDraft {
  const outcomes = asset.tasks.map((_, i) => result?.checks.find((c) => c.taskIndex === i)?.outcome ?? null);
  const readings: Record<string, string> = {};
  for (const r of asset.readings) {
    const value = result?.readings.find((v) => v.key === r.key)?.value;
    readings[r.key] = value === undefined ? '' : String(value);
  }
  return { outcomes, readings, notes: result?.notes ?? '' };
}

export type DraftErrors = { tasks?: string; readings: Record<string, string> };

/** The input to send, or the errors that stop it. */
export function checkDraft(
  asset: Asset,
  draft: ResultDraft,
  now: Date = new Date(),
): { input: AssetResultInput } | { errors: DraftErrors } {
  const errors: DraftErrors = { readings: {} };
  if (draft.outcomes.some((o) => o === null)) errors.tasks = W.outcomeMissing;
  const readings: AssetResultInput['readings'] = [];
  for (const r of asset.readings) {
    const text = (draft.readings[r.key] ?? '').trim().replace(',', '.');
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value)) errors.readings[r.key] = W.readingInvalid(r.label);
    else if (value < r.min || value > r.max)
      errors.readings[r.key] = VISIT_WORK_STRINGS.readingOutOfRange(r.label, r.min, r.max, r.unit);
    else readings.push({ key: r.key, value });
  }
  if (errors.tasks || Object.keys(errors.readings).length > 0) return { errors };
  return {
    input: {
      checks: draft.outcomes.map((outcome, taskIndex) => ({ taskIndex, outcome: outcome ?? 'NOT_TESTED' })),
      readings,
      notes: draft.notes.trim(),
      recordedAt: now.toISOString(),
    },
  };
}
