import type { Milestone } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { isMilestoneOverdue, withCompletion, withMilestone, withoutMilestone } from './milestone-edits';

const milestone = (overrides: Partial<Milestone>): Milestone => ({
  id: 'm-1',
  projectId: 'p-1',
  title: 'Design approval',
  kind: 'WORK',
  dueDate: '2026-02-01',
  completedAt: null,
  ...overrides,
});

const list = [
  milestone({}),
  milestone({ id: 'm-2', title: 'CoC', kind: 'COMPLIANCE', completedAt: '2026-01-02T00:00:00Z' }),
];

describe('milestone edits', () => {
  it('is overdue only when open and due before today', () => {
    expect(isMilestoneOverdue(milestone({ dueDate: '2026-01-31' }), '2026-02-01')).toBe(true);
    expect(isMilestoneOverdue(milestone({ dueDate: '2026-02-01' }), '2026-02-01')).toBe(false);
    expect(
      isMilestoneOverdue(milestone({ dueDate: '2026-01-01', completedAt: '2026-01-01' }), '2026-02-01'),
    ).toBe(false);
  });

  it('completes, removes, edits and adds, always sending the full list', () => {
    expect(withCompletion(list, 'm-1', true)).toEqual([
      { id: 'm-1', title: 'Design approval', kind: 'WORK', dueDate: '2026-02-01', completed: true },
      { id: 'm-2', title: 'CoC', kind: 'COMPLIANCE', dueDate: '2026-02-01', completed: true },
    ]);
    expect(withoutMilestone(list, 'm-1').map((m) => m.id)).toEqual(['m-2']);
    expect(
      withMilestone(list, { id: 'm-1', title: 'Design sign-off', kind: 'WORK', dueDate: '2026-03-01' })[0],
    ).toEqual({
      id: 'm-1',
      title: 'Design sign-off',
      kind: 'WORK',
      dueDate: '2026-03-01',
      completed: false,
    });
    expect(
      withMilestone(list, { title: 'Site visit', kind: 'SITE_VISIT', dueDate: '2026-04-01' }),
    ).toHaveLength(3);
  });
});
