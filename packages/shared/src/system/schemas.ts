/** GET /api/system/status: the measured figures behind the dashboard's system panel. */
import { z } from 'zod';

export const systemStatusSchema = z.object({
  uptimePercent: z.number().nullable(),
  medianResponseMs: z.number().nullable(),
  decisionsPerHour: z.number(),
  accuracyRate: z.number().nullable(),
  counts: z.object({
    projects: z.number(),
    clients: z.number(),
    staff: z.number(),
    equipment: z.number().nullable(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
