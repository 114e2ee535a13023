/**
 * The palette and the bill under one drag-and-drop context: a price item dropped on the bill becomes a
 * line (where it was dropped, or at the end), a line dragged by its handle moves. The keyboard sensor
 * moves lines with space and the arrow keys, and every move is announced.
 */
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { PriceItem } from '@firebreak/shared';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Dispatch, type ReactNode, useState } from 'react';
import type { BoqAction, BoqDraft } from './boq-draft';
import { BoqLineItem } from './boq-line-item';
import { PRICE_PREFIX, PriceItemText, PricePalette } from './price-palette';
import { BOQ_STRINGS as S } from './strings';

const BILL = 'boq-bill';
let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/** Lines sort among themselves; a price item lands on the line under the pointer, else the bill. */
const collision: CollisionDetection = (args) => {
  if (args.active.data.current?.kind === 'line')
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => container.id !== BILL),
    });
  if (!args.pointerCoordinates) return closestCenter(args);
  const within = pointerWithin(args);
  const lines = within.filter((collision) => collision.id !== BILL);
  return lines.length > 0 ? lines : within;
};

type Props = {
  draft: BoqDraft;
  dispatch: Dispatch<BoqAction>;
  amounts: (number | null)[];
  disabled: boolean;
  /** The header fields, above the lines. */
  header: ReactNode;
  /** Totals and actions, below the lines. */
  footer: ReactNode;
};

export function BoqBuilder({ draft, dispatch, amounts, disabled, header, footer }: Props) {
  const [dragged, setDragged] = useState<PriceItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = draft.lines.map((line) => line.key);
  const addItem = (item: PriceItem, at?: number) => dispatch({ type: 'addItem', item, key: newKey(), at });

  const labelOf = (id: UniqueIdentifier) => {
    const text = String(id);
    if (text.startsWith(PRICE_PREFIX)) return text.slice(PRICE_PREFIX.length);
    const index = keys.indexOf(text);
    return index >= 0 ? S.announce.line(index + 1) : S.announce.bill;
  };
  const priceLabel = (id: UniqueIdentifier, data: unknown) =>
    String(id).startsWith(PRICE_PREFIX)
      ? ((data as { item?: PriceItem } | undefined)?.item?.code ?? labelOf(id))
      : labelOf(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => S.announce.start(priceLabel(active.id, active.data.current)),
    onDragOver: ({ active, over }) =>
      over
        ? S.announce.over(priceLabel(active.id, active.data.current), labelOf(over.id))
        : S.announce.overNone(priceLabel(active.id, active.data.current)),
    onDragEnd: ({ active, over }) =>
      over
        ? S.announce.end(priceLabel(active.id, active.data.current), labelOf(over.id))
        : S.announce.cancel(priceLabel(active.id, active.data.current)),
    onDragCancel: ({ active }) => S.announce.cancel(priceLabel(active.id, active.data.current)),
  };

  function handleDragStart({ active }: DragStartEvent) {
    const data = active.data.current as { kind?: string; item?: PriceItem } | undefined;
    setDragged(data?.kind === 'price' && data.item ? data.item : null);
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    if (!over) return;
    const data = active.data.current as { kind?: string; item?: PriceItem } | undefined;
    const overIndex = keys.indexOf(String(over.id));
    if (data?.kind === 'price' && data.item) {
      addItem(data.item, overIndex >= 0 ? overIndex : undefined);
      return;
    }
    const from = keys.indexOf(String(active.id));
    if (from >= 0 && overIndex >= 0 && from !== overIndex) dispatch({ type: 'move', from, to: overIndex });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: S.announce.instructions } }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 4fr) minmax(0, 8fr)' },
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <PricePalette onAdd={(item) => addItem(item)} disabled={disabled} />
        </Box>
        <Paper component="section" aria-labelledby="boq-bill-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="boq-bill-heading" variant="h6" component="h2" gutterBottom>
            {S.heading}
          </Typography>
          {header}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
            {S.lines.heading}
          </Typography>
          <BillDropZone disabled={disabled} isDragging={dragged !== null}>
            {draft.lines.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                {dragged ? S.lines.dropHere : S.lines.empty}
              </Typography>
            ) : null}
            <SortableContext items={keys} strategy={verticalListSortingStrategy}>
              <Stack
                component="ol"
                aria-label={S.lines.listLabel}
                spacing={1.5}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {draft.lines.map((line, index) => (
                  <BoqLineItem
                    key={line.key}
                    line={line}
                    index={index}
                    count={draft.lines.length}
                    amount={amounts[index] ?? null}
                    disabled={disabled}
                    onChange={(patch) => dispatch({ type: 'update', key: line.key, patch })}
                    onMove={(to) => dispatch({ type: 'move', from: index, to })}
                    onRemove={() => dispatch({ type: 'remove', key: line.key })}
                  />
                ))}
              </Stack>
            </SortableContext>
          </BillDropZone>
          <Button
            startIcon={<Add />}
            onClick={() => dispatch({ type: 'addTyped', key: newKey() })}
            disabled={disabled}
            sx={{ mt: 1.5 }}
          >
            {S.lines.addTyped}
          </Button>
          {footer}
        </Paper>
      </Box>
      <DragOverlay>
        {dragged ? (
          <Paper elevation={8} sx={{ p: 1, maxWidth: 360, cursor: 'grabbing' }}>
            <PriceItemText item={dragged} />
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** The lines' box, where a price item may be dropped; it must sit inside the DndContext to register. */
function BillDropZone({
  disabled,
  isDragging,
  children,
}: {
  disabled: boolean;
  isDragging: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: BILL, disabled });
  return (
    <Box
      ref={setNodeRef}
      data-boq-bill
      sx={{
        borderRadius: 1,
        outline: isOver || isDragging ? '2px dashed' : 'none',
        outlineColor: isOver ? 'primary.main' : 'divider',
        outlineOffset: 4,
        minHeight: 96,
      }}
    >
      {children}
    </Box>
  );
}
