/** Query keys of project alerts and weather alerts; the alerts panel and the realtime client refresh them. */
export const alertKeys = {
  all: ['alerts'] as const,
  /** The first `pageSize` active alerts of all projects, or of one. */
  list: (projectId: string | undefined, pageSize: number) =>
    ['alerts', projectId ?? 'all', pageSize] as const,
};

export const weatherKeys = { all: ['weather-alerts'] as const };
