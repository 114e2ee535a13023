/**
 * One line of the bill, a card on every screen size: the drag handle (mouse, touch, or space and the
 * arrow keys), Move up/down and Remove; the description; quantity, unit, unit price and amount. The
 * quantity is read with the shared parseQuantity, so the screen refuses what the server would.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BOQ_LIMITS, formatShortDate, formatZarExact, parseQuantity } from '@firebreak/shared';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DraftLine, parseUnitPrice } from './boq-draft';
import { BOQ_STRINGS as S } from './strings';

type Props = {
  line: DraftLine;
  index: number;
  count: number;
  amount: number | null;
  disabled: boolean;
  onChange: (patch: Partial<Omit<DraftLine, 'key'>>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

export function BoqLineItem({ line, index, count, amount, disabled, onChange, onMove, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: line.key, data: { kind: 'line' }, disabled });
  const number = index + 1;
  const quantityError = line.quantity.trim() !== '' && parseQuantity(line.quantity) === null;
  const price = parseUnitPrice(line.unitPrice);
  const priceError = line.unitPrice.trim() !== '' && price === null;
  const changed = line.listPrice !== null && price !== null && price !== line.listPrice;
  const priceNote = priceError
    ? S.priceInvalid
    : line.listPrice !== null && line.priceUpdatedAt
      ? S.lines.listPrice(formatZarExact(line.listPrice), formatShortDate(line.priceUpdatedAt))
      : line.priceUpdatedAt
        ? S.lines.fromList(formatShortDate(line.priceUpdatedAt))
        : S.lines.typed;
  const id = `boq-line-${line.key}`;

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      aria-label={S.lines.lineLabel(number)}
      data-line-code={line.code}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        p: 1.5,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 6 : undefined,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={S.lines.handle(number, line.description)}
          disabled={disabled}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {S.lines.lineLabel(number)}
          {line.priceItemId && line.code ? ` · ${line.code}` : ''}
        </Typography>
        <IconButton
          aria-label={S.lines.moveUp(number)}
          onClick={() => onMove(index - 1)}
          disabled={disabled || index === 0}
          size="small"
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={S.lines.moveDown(number)}
          onClick={() => onMove(index + 1)}
          disabled={disabled || index === count - 1}
          size="small"
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton aria-label={S.lines.remove(number)} onClick={onRemove} disabled={disabled} size="small">
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: 1,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr) minmax(0, 1fr)',
            sm: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1fr)',
          },
        }}
      >
        {line.priceItemId ? null : (
          <TextField
            id={`${id}-code`}
            label={S.lines.typedCode}
            value={line.code}
            onChange={(event) => onChange({ code: event.target.value })}
            disabled={disabled}
            size="small"
            slotProps={{ htmlInput: { maxLength: BOQ_LIMITS.codeMax } }}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'span 1' } }}
          />
        )}
        <TextField
          id={`${id}-description`}
          label={S.lines.description}
          value={line.description}
          onChange={(event) => onChange({ description: event.target.value })}
          required
          error={line.description.trim() === ''}
          disabled={disabled}
          size="small"
          multiline
          slotProps={{ htmlInput: { maxLength: BOQ_LIMITS.descriptionMax } }}
          sx={{ gridColumn: { xs: '1 / -1', sm: line.priceItemId ? '1 / -1' : 'span 3' } }}
        />
        <TextField
          id={`${id}-quantity`}
          label={S.lines.quantity}
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          required
          error={quantityError}
          helperText={quantityError ? S.quantityInvalid : undefined}
          disabled={disabled}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          id={`${id}-unit`}
          label={S.lines.unit}
          value={line.unit}
          onChange={(event) => onChange({ unit: event.target.value })}
          disabled={disabled}
          size="small"
          slotProps={{ htmlInput: { maxLength: BOQ_LIMITS.unitMax } }}
        />
        <TextField
          id={`${id}-price`}
          label={S.lines.unitPrice}
          value={line.unitPrice}
          onChange={(event) => onChange({ unitPrice: event.target.value })}
          required
          error={priceError}
          helperText={changed ? `${priceNote}. ${S.lines.priceChanged}` : priceNote}
          disabled={disabled}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Box sx={{ textAlign: 'right', alignSelf: 'start', pt: 0.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {S.lines.amount}
          </Typography>
          <Typography variant="subtitle1" component="p" data-line-amount sx={{ whiteSpace: 'nowrap' }}>
            {amount === null ? '—' : formatZarExact(amount)}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
