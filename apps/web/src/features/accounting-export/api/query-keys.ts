/** Query keys of the accounting exports; components never spell a key. */
export const exportKeys = {
  all: ['accounting-exports'] as const,
  list: () => ['accounting-exports', 'list'] as const,
};
