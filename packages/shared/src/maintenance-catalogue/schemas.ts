/**
 * The shape of the maintenance catalogue (rules.ts): `maintenanceCatalogueSchema` checks the data in a
 * test, and the types of an asset type and its tasks are taken from it.
 */
import { z } from 'zod';
import { registrationRequirementSchema } from '../registrations/schemas';
import { ASSET_TYPE_KEYS, FREQUENCIES, SYSTEMS } from './rules';

export const maintenanceTaskSchema = z.object({
  frequency: z.enum(FREQUENCIES),
  task: z.string().min(10).max(300),
});
export type MaintenanceTask = z.infer<typeof maintenanceTaskSchema>;

export const assetTypeSchema = z.object({
  key: z.enum(ASSET_TYPE_KEYS),
  label: z.string().min(3).max(80),
  system: z.enum(SYSTEMS),
  systemLabel: z.string(),
  standard: z.string().regex(/^SANS \d+(-[A-Z0-9]+)?$/),
  /** The SAQCC Fire registration a visit to this type needs (issue 30 §3); null: none. */
  registration: registrationRequirementSchema.nullable(),
  tasks: z.array(maintenanceTaskSchema).min(1),
  /** What the technician reads off the asset on a visit; a value outside [min, max] is impossible. */
  readings: z
    .array(
      z
        .object({
          key: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
          label: z.string().min(3).max(60),
          unit: z.string().min(1).max(10),
          min: z.number(),
          max: z.number(),
        })
        .refine((r) => r.min < r.max, 'A reading range must have min below max'),
    )
    .refine((rs) => new Set(rs.map((r) => r.key)).size === rs.length, 'Reading keys repeat'),
});
export type AssetType = z.infer<typeof assetTypeSchema>;

export const maintenanceCatalogueSchema = z
  .array(assetTypeSchema)
  .refine((types) => new Set(types.map((t) => t.key)).size === types.length, 'Asset type keys repeat')
  .refine(
    (types) => ASSET_TYPE_KEYS.every((key) => types.some((t) => t.key === key)),
    'An asset type has no catalogue entry',
  );
