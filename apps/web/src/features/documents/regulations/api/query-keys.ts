/** Query keys of the Regulations tab (the handbook and the standards library); only the files in this folder build them. */
export const handbookKeys = {
  all: ['handbook'] as const,
  status: () => ['handbook', 'status'] as const,
  data: () => ['handbook', 'data'] as const,
};

/** Everything of the standards library sits under `standardsKeys.all`: a change invalidates it at once. */
export const standardsKeys = {
  all: ['standards'] as const,
  list: () => ['standards', 'list'] as const,
  search: (q: string, ids: readonly string[]) => ['standards', 'search', q, [...ids].sort()] as const,
  versions: (id: string) => ['standards', 'versions', id] as const,
};
