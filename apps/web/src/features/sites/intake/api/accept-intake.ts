/**
 * POST /api/intake/:batchId/accept with the review's answer → IntakeAcceptResult. A clash with the
 * register is 409 IntakeConflict; `intakeConflicts` reads its list out for the fields to show.
 */
import {
  type IntakeAcceptInput,
  type IntakeAcceptResult,
  type IntakeConflict,
  intakeConflictSchema,
} from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { INTAKE_PAGE_KEY } from './get-intake-page';

export async function acceptIntake({
  batchId,
  input,
}: {
  batchId: string;
  input: IntakeAcceptInput;
}): Promise<IntakeAcceptResult> {
  return (await apiClient.post<IntakeAcceptResult>(`/intake/${encodeURIComponent(batchId)}/accept`, input))
    .data;
}

export function intakeConflicts(error: unknown): NonNullable<IntakeConflict['conflicts']> {
  if (!isAxiosError(error) || error.response?.status !== 409) return [];
  const parsed = intakeConflictSchema.safeParse(error.response.data);
  return parsed.success ? (parsed.data.conflicts ?? []) : [];
}

export function useAcceptIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptIntake,
    onSuccess: (result) => {
      queryClient.setQueryData(siteKeys.intakeBatch(result.batch.id), result.batch);
      // The register, its schedule and the batch list all changed; the pages' images did not.
      return queryClient.invalidateQueries({
        queryKey: siteKeys.all,
        predicate: (query) => !query.queryKey.includes(INTAKE_PAGE_KEY),
      });
    },
  });
}
