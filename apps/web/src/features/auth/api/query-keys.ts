/** Query keys of the auth area; components never spell a key themselves. */
export const authKeys = {
  sessions: () => ['auth', 'sessions'] as const,
  invitation: (token: string) => ['auth', 'invitation', token] as const,
};
