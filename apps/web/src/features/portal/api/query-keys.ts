/** Query keys of the client portal; components never spell a key themselves. */
export const portalKeys = {
  all: ['portal'] as const,
  me: ['portal', 'me'] as const,
  sites: ['portal', 'sites'] as const,
  site: (siteId: string) => ['portal', 'site', siteId] as const,
  quotes: ['portal', 'quotes'] as const,
  invoices: ['portal', 'invoices'] as const,
  requests: (siteId?: string) => ['portal', 'requests', siteId ?? ''] as const,
  logbook: (siteId?: string) => ['portal', 'logbook', siteId ?? ''] as const,
};
