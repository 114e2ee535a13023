/** The agreements screens' query keys: everything under ['agreements'] refreshes together. */
export type AgreementListParams = { clientId?: string; status?: string; limit?: number; offset?: number };

export const agreementKeys = {
  all: ['agreements'] as const,
  list: (params: AgreementListParams) => ['agreements', 'list', params] as const,
  one: (id: string) => ['agreements', 'one', id] as const,
  escalation: (id: string, pct: number) => ['agreements', 'escalation', id, pct] as const,
  public: (token: string) => ['agreement-acceptance', token] as const,
};
