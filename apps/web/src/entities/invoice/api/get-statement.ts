/** GET /api/clients/:id/statement?from&to → a client's statement of account; the PDF the same way. */
import type { Statement } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { invoiceKeys } from './query-keys';

export type StatementParams = { clientId: string; from: string; to: string };

export async function getStatement({ clientId, from, to }: StatementParams): Promise<Statement> {
  return (
    await apiClient.get<Statement>(`/clients/${encodeURIComponent(clientId)}/statement`, {
      params: { from, to },
    })
  ).data;
}

export const statementQueryOptions = (params: StatementParams) =>
  queryOptions({
    queryKey: invoiceKeys.statement(params.clientId, params.from, params.to),
    queryFn: () => getStatement(params),
  });

/** Asked for only while from ≤ to (the server refuses the rest). */
export function useStatement(params: StatementParams) {
  return useQuery({ ...statementQueryOptions(params), enabled: params.from <= params.to });
}

export async function downloadStatementPdf({ clientId, from, to }: StatementParams): Promise<void> {
  const response = await apiClient.get<Blob>(`/clients/${encodeURIComponent(clientId)}/statement.pdf`, {
    params: { from, to },
    responseType: 'blob',
    timeout: 60_000,
  });
  saveFile(response.data, `statement-${from}-${to}.pdf`);
}
