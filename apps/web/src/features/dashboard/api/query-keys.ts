/** Query keys of the dashboard's own data; components never spell a key themselves. */
export const systemKeys = { status: () => ['system', 'status'] as const };
