/** Local edits to one's own plan before saving: add, move/edit and delete blocks on a draft copy. */
import {
  cloneTemplate,
  type PlanBlock,
  sortBlocks,
  type Weekday,
  type WeekTemplate,
} from '@firebreak/shared';
import { useState } from 'react';

export function usePlanEditor() {
  const [draft, setDraft] = useState<WeekTemplate | null>(null);

  return {
    draft,
    isEditing: draft !== null,
    start: (template: WeekTemplate) => setDraft(cloneTemplate(template)),
    cancel: () => setDraft(null),
    upsert: (weekday: Weekday, block: PlanBlock) =>
      setDraft((current) => {
        if (!current) return current;
        const others = current[weekday].filter((b) => b.id !== block.id);
        return { ...current, [weekday]: sortBlocks([...others, block]) };
      }),
    setDay: (weekday: Weekday, blocks: PlanBlock[]) =>
      setDraft((current) => (current ? { ...current, [weekday]: sortBlocks(blocks) } : current)),
    remove: (weekday: Weekday, blockId: string) =>
      setDraft((current) =>
        current ? { ...current, [weekday]: current[weekday].filter((b) => b.id !== blockId) } : current,
      ),
  };
}
