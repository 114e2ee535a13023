/**
 * A company's own crew templates (docs/decisions/0061): the zod schemas of a template, sent and
 * answered. The limits, messages and `templateBlocks` are in rules.ts.
 */
import { z } from 'zod';
import { validateBlocks } from '../weekly-plan/rules';
import { planBlockSchema } from '../weekly-plan/schemas';
import { CREW_TEMPLATE_LIMITS, CREW_TEMPLATE_MESSAGES } from './rules';

const M = CREW_TEMPLATE_MESSAGES;

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
