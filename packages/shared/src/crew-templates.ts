/**
 * A company's own crew templates (docs/decisions/0061): a named set of blocks for one day, e.g.
 * 'Sprinkler crew day', listed next to the §9 block templates and applied to a day of one's plan.
 * The §9 templates themselves stay fixed (weekly-plan.ts).
 */
import { z } from 'zod';
import { type PlanBlock, validateBlocks } from './weekly-plan';
import { planBlockSchema } from './weekly-plan-schemas';

export const CREW_TEMPLATE_LIMITS = { nameMax: 80, blocksMax: 12 } as const;

export const CREW_TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must be at most ${CREW_TEMPLATE_LIMITS.nameMax} characters`,
  blocksRequired: 'A crew template needs at least one block',
  tooManyBlocks: `A crew template can hold at most ${CREW_TEMPLATE_LIMITS.blocksMax} blocks`,
  duplicateName: (name: string) => `A crew template named "${name}" already exists`,
  notFound: 'Crew template not found',
} as const;

const M = CREW_TEMPLATE_MESSAGES;

/** A template's block: a plan block without its id (each use gets fresh ids). */
export type CrewTemplateBlock = Omit<PlanBlock, 'id'>;

export const crewTemplateBlockSchema = planBlockSchema.omit({ id: true });

export const crewTemplateInputSchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .max(CREW_TEMPLATE_LIMITS.nameMax * 4, M.nameTooLong)
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, M.nameRequired).max(CREW_TEMPLATE_LIMITS.nameMax, M.nameTooLong)),
    blocks: z
      .array(crewTemplateBlockSchema, { error: M.blocksRequired })
      .min(1, M.blocksRequired)
      .max(CREW_TEMPLATE_LIMITS.blocksMax, M.tooManyBlocks),
  })
  .superRefine((value, ctx) => {
    const problem = validateBlocks(value.blocks.map((b, i) => ({ ...b, id: `b${i}` })));
    if (problem) ctx.addIssue({ code: 'custom', path: ['blocks'], message: problem });
  });
export type CrewTemplateInput = z.input<typeof crewTemplateInputSchema>;

export const crewTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  blocks: z.array(
    z.object({
      title: z.string(),
      startHour: z.number(),
      startMinute: z.number(),
      durationMinutes: z.number(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrewTemplate = z.infer<typeof crewTemplateSchema>;

/** The blocks a template puts on a day, each with a fresh id from `newId`. */
export function templateBlocks(blocks: readonly CrewTemplateBlock[], newId: () => string): PlanBlock[] {
  return blocks.map((b) => ({ ...b, id: newId() }));
}
