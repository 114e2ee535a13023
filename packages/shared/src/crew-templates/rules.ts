/**
 * A company's own crew templates (docs/decisions/0061): a named set of blocks for one day, e.g.
 * 'Sprinkler crew day', listed next to the §9 block templates and applied to a day of one's plan.
 * The §9 templates themselves stay fixed (weekly-plan/rules.ts).
 */
import type { PlanBlock } from '../weekly-plan/rules';

export const CREW_TEMPLATE_LIMITS = { nameMax: 80, blocksMax: 12 } as const;

export const CREW_TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must be at most ${CREW_TEMPLATE_LIMITS.nameMax} characters`,
  blocksRequired: 'A crew template needs at least one block',
  tooManyBlocks: `A crew template can hold at most ${CREW_TEMPLATE_LIMITS.blocksMax} blocks`,
  duplicateName: (name: string) => `A crew template named "${name}" already exists`,
  notFound: 'Crew template not found',
} as const;

/** A template's block: a plan block without its id (each use gets fresh ids). */
export type CrewTemplateBlock = Omit<PlanBlock, 'id'>;

/** The blocks a template puts on a day, each with a fresh id from `newId`. */
export function templateBlocks(blocks: readonly CrewTemplateBlock[], newId: () => string): PlanBlock[] {
  return blocks.map((b) => ({ ...b, id: newId() }));
}
