/** The milestone list as the PATCH expects it (a full replacement list), and the edits on it. */

import type { MilestoneInput } from '@firebreak/shared';
import { johannesburgDate, type Milestone } from '@firebreak/shared';

function toMilestoneInputs(milestones: Milestone[]): MilestoneInput[] {
  return milestones.map(({ id, title, kind, dueDate }, index) => ({
    id,
    title,
    kind,
    dueDate,
    completed: milestones[index]?.completedAt !== null,
  }));
}

/** Not completed and due before today in Johannesburg. */
export function isMilestoneOverdue(milestone: Milestone, today = johannesburgDate(new Date())): boolean {
  return milestone.completedAt === null && milestone.dueDate < today;
}

export function withCompletion(milestones: Milestone[], id: string, completed: boolean): MilestoneInput[] {
  return toMilestoneInputs(milestones).map((input) => (input.id === id ? { ...input, completed } : input));
}

export function withoutMilestone(milestones: Milestone[], id: string): MilestoneInput[] {
  return toMilestoneInputs(milestones).filter((input) => input.id !== id);
}

/** Replaces the milestone with the same id, or adds a new one (no id) at the end. */
export function withMilestone(milestones: Milestone[], edited: MilestoneInput): MilestoneInput[] {
  const inputs = toMilestoneInputs(milestones);
  if (!edited.id) return [...inputs, edited];
  return inputs.map((input) => (input.id === edited.id ? { ...input, ...edited } : input));
}

export function sortByDueDate(milestones: Milestone[]): Milestone[] {
  return [...milestones].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title));
}
