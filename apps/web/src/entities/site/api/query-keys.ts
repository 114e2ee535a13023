/** Query keys of sites and their assets; components never spell a key themselves. */
export const siteKeys = {
  all: ['sites'] as const,
  ofClient: (clientId: string) => ['sites', 'client', clientId] as const,
  one: (siteId: string) => ['sites', 'one', siteId] as const,
  assets: (siteId: string) => ['sites', 'assets', siteId] as const,
  visits: (siteId: string, span: string) => ['sites', 'visits', siteId, span] as const,
  defects: (siteId: string) => ['sites', 'defects', siteId] as const,
  logbook: (siteId: string) => ['sites', 'logbook', siteId] as const,
  /** Paperwork intake (issue 32): a site's batches, and one batch. */
  intakeBatches: (siteId: string) => ['sites', 'intake', 'site', siteId] as const,
  intakeBatch: (batchId: string) => ['sites', 'intake', 'batch', batchId] as const,
  assetTypes: ['asset-types'] as const,
  /** Pickers outside the sites screens (a document's links): under the root key like the rest. */
  clientOptions: (clientId: string) => ['sites', 'options', 'client', clientId] as const,
  assetOptions: (siteId: string) => ['sites', 'options', 'assets', siteId] as const,
};
