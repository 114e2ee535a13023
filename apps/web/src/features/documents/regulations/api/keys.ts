/** Query keys of the Regulations tab's handbook; only the files in this folder build them. */
export const handbookKeys = {
  all: ['handbook'] as const,
  status: () => ['handbook', 'status'] as const,
  data: () => ['handbook', 'data'] as const,
};
