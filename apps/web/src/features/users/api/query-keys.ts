/** Query keys of the users area; components never spell a key themselves. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: () => ['admin-users', 'list'] as const,
};
