/** One line of the draft editor: its fields on one row from md up, stacked on a phone, with its live figures. */
import { TAX_CODES } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DraftLineForm, draftLineFigures, lineErrors } from '../draft-form';
import { rand } from '../money';
import { S } from '../strings';

const E = S.editor;

export function DraftLineFields({
  line,
  index,
  showErrors,
  canRemove,
  onChange,
  onRemove,
}: {
  line: DraftLineForm;
  index: number;
  showErrors: boolean;
  canRemove: boolean;
  onChange: (next: DraftLineForm) => void;
  onRemove: () => void;
}) {
  const errors = showErrors ? lineErrors(line) : {};
  const figures = draftLineFigures(line);
  const set = (key: 'description' | 'quantity' | 'unitPrice' | 'taxCode') => ({
    value: line[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...line, [key]: event.target.value }),
  });
  const n = index + 1;
  return (
    <Paper component="li" variant="outlined" aria-label={E.line(n)} sx={{ p: 1.5 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 3fr) 1fr 1fr 1.4fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={E.description}
          required
          {...set('description')}
          error={Boolean(errors.description)}
          helperText={errors.description}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          slotProps={{ htmlInput: { 'aria-label': `${E.description}, ${E.line(n).toLowerCase()}` } }}
        />
        <TextField
          label={E.quantity}
          required
          {...set('quantity')}
          error={Boolean(errors.quantity)}
          helperText={errors.quantity}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'aria-label': `${E.quantity}, ${E.line(n).toLowerCase()}` },
          }}
        />
        <TextField
          label={E.unitPrice}
          required
          {...set('unitPrice')}
          error={Boolean(errors.unitPriceCents)}
          helperText={errors.unitPriceCents}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'aria-label': `${E.unitPrice}, ${E.line(n).toLowerCase()}` },
          }}
        />
        <TextField select label={E.taxCode} {...set('taxCode')}>
          {TAX_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {S.taxCodeLabels[code]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={E.removeLine(n)} onClick={onRemove} disabled={!canRemove}>
            <DeleteIcon />
          </IconButton>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid={`line-figures-${n}`}>
        {E.lineExcl} {rand(figures?.netCents ?? 0)} · {E.lineVat} {rand(figures?.vatCents ?? 0)} ·{' '}
        {E.lineTotal} {rand(figures?.totalCents ?? 0)}
      </Typography>
    </Paper>
  );
}
