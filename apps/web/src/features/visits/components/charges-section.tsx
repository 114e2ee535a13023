/**
 * A chargeable visit's parts and travel, and its invoice (decision 0088). The field records them while
 * the visit is open and online (they are not in the offline outbox); the office corrects them after,
 * until the visit is invoiced, and makes the draft invoice ('Create invoice') once it is completed.
 * No price is shown to the field: a technician never receives money. The office (who may read the price
 * list) picks a part from it, so the invoice prices it; a typed part is priced on the draft.
 */
import {
  formatZarExact,
  invoicePath,
  type PriceItem,
  type VisitDetail,
  visitChargesInputSchema,
} from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CreateInvoiceButton } from '@/components/create-invoice-button/create-invoice-button';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { usePriceSearch } from '@/entities/quote/api/search-price-list';
import { useSaveVisitCharges } from '@/entities/visit/api/call-outs';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { W } from '../strings';

type PartRow = { key: string; description: string; quantity: string; priceListItemId: string | null };

/** A part typed, or (for whoever may read the price list) searched and chosen from it. */
function PartField({
  label,
  row,
  fromPriceList,
  onChange,
}: {
  label: string;
  row: PartRow;
  fromPriceList: boolean;
  onChange: (patch: Partial<PartRow>) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const found = usePriceSearch(fromPriceList ? debounced : '');
  if (!fromPriceList)
    return (
      <TextField
        label={label}
        value={row.description}
        onChange={(event) => onChange({ description: event.target.value, priceListItemId: null })}
        sx={{ flex: '1 1 auto' }}
      />
    );
  return (
    <Autocomplete<PriceItem, false, false, true>
      freeSolo
      options={found.data?.items ?? []}
      inputValue={row.description}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input') return;
        setSearch(text);
        onChange({ description: text, priceListItemId: null });
      }}
      onChange={(_event, item) => {
        if (item && typeof item !== 'string')
          onChange({ description: item.description, priceListItemId: item.id });
      }}
      filterOptions={(items) => items}
      getOptionLabel={(item) => (typeof item === 'string' ? item : item.description)}
      renderOption={(props, item) => (
        <li {...props} key={item.id}>
          <Box>
            <Typography variant="body2">
              {item.code} · {item.description}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatZarExact(item.unitPrice)} / {item.unit} · {item.supplierName}
            </Typography>
          </Box>
        </li>
      )}
      sx={{ flex: '1 1 auto' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={row.priceListItemId ? W.partFromPriceList : W.partSearchHint}
        />
      )}
    />
  );
}

export function ChargesDialog({ detail, onClose }: { detail: VisitDetail; onClose: () => void }) {
  const can = useCan();
  const [travel, setTravel] = useState(String(detail.travelKm ?? 0));
  const [parts, setParts] = useState<PartRow[]>(() =>
    (detail.parts ?? []).map((p) => ({
      key: p.id,
      description: p.description,
      quantity: String(p.quantity),
      priceListItemId: p.priceListItemId,
    })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveVisitCharges();
  const change = (key: string, patch: Partial<PartRow>) =>
    setParts((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = visitChargesInputSchema.safeParse({
      travelKm: travel.trim() === '' ? 0 : Number(travel),
      parts: parts.map((row) => ({
        description: row.description,
        quantity: Number(row.quantity.replace(',', '.')),
        priceListItemId: row.priceListItemId,
      })),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? W.chargesFailed);
      return;
    }
    setProblem(null);
    save.mutate({ id: detail.id, input: parsed.data }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={W.chargesTitle}
      titleId="visit-charges-title"
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      saveLabel={W.saveCharges}
      error={problem ?? (save.isError ? errorMessage(save.error, W.chargesFailed) : null)}
    >
      <TextField
        label={W.travelField}
        value={travel}
        onChange={(event) => setTravel(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      {parts.map((row, index) => (
        <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <PartField
            label={W.partDescription(index + 1)}
            row={row}
            fromPriceList={can('quotes.read')}
            onChange={(patch) => change(row.key, patch)}
          />
          <TextField
            label={W.partQuantity(index + 1)}
            value={row.quantity}
            onChange={(event) => change(row.key, { quantity: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 110 }}
          />
          <IconButton
            aria-label={W.removePart(index + 1)}
            onClick={() => setParts((rows) => rows.filter((r) => r.key !== row.key))}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          onClick={() =>
            setParts((rows) => [
              ...rows,
              { key: crypto.randomUUID(), description: '', quantity: '1', priceListItemId: null },
            ])
          }
        >
          {W.addPart}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {W.typedPartHint}
      </Typography>
    </FormDialog>
  );
}

export function ChargesSection({ detail }: { detail: VisitDetail }) {
  const can = useCan();
  const [editing, setEditing] = useState(false);
  if (!detail.chargeable) return null;
  const parts = detail.parts ?? [];
  const invoiceId = detail.invoiceId ?? null;
  const open = detail.status !== 'COMPLETED' && detail.status !== 'CANCELLED';
  const office = can('visits.schedule');
  const editable = !invoiceId && detail.status !== 'CANCELLED' && (open || office) && can('visits.complete');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="visit-charges-heading"
      sx={{ p: 2, mt: 2 }}
    >
      <Typography id="visit-charges-heading" component="h2" variant="h6" gutterBottom>
        {W.chargesHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {W.chargesIntro}
      </Typography>
      <Typography variant="body2">
        {W.travel}: {W.travelKm(detail.travelKm ?? 0)}
      </Typography>
      {parts.length === 0 ? (
        <Typography variant="body2">{W.noParts}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {parts.map((part) => (
            <li key={part.id}>
              <Typography variant="body2">{W.partLine(part.description, part.quantity)}</Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
        {editable ? (
          <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => setEditing(true)}>
            {W.editCharges}
          </Button>
        ) : null}
        {detail.status === 'COMPLETED' && !invoiceId && can('invoices.manage') ? (
          <CreateInvoiceButton source={{ kind: 'visit', id: detail.id }} />
        ) : null}
        {invoiceId && can('invoices.read') ? (
          <Button
            component={RouterLink}
            to={invoicePath(invoiceId)}
            variant="outlined"
            sx={{ minHeight: 48 }}
          >
            {W.openInvoice}
          </Button>
        ) : null}
      </Box>
      {invoiceId ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {W.invoiced}
        </Alert>
      ) : null}
      {editing ? <ChargesDialog detail={detail} onClose={() => setEditing(false)} /> : null}
    </Paper>
  );
}
