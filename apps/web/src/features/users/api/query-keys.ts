/** Query keys of the users area; components never spell a key themselves. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: () => ['admin-users', 'list'] as const,
  people: (q: string) => ['admin-users', 'people-without-sign-in', q] as const,
};
