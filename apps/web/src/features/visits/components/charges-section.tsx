/**
 * A chargeable visit's parts and travel, and its invoice (decision 0088). The field records them while
 * the visit is open and online (they are not in the offline outbox); the office corrects them after,
 * until the visit is invoiced, and makes the draft invoice ('Create invoice') once it is completed.
 * No price is shown here: a technician never receives money.
 */
import { invoicePath, type VisitDetail, visitChargesInputSchema } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
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
import { useSaveVisitCharges } from '@/entities/visit/api/call-outs';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { W } from '../strings';

type PartRow = { key: string; description: string; quantity: string; priceListItemId: string | null };

export function ChargesDialog({ detail, onClose }: { detail: VisitDetail; onClose: () => void }) {
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
          <TextField
            label={W.partDescription(index + 1)}
            value={row.description}
            onChange={(event) => change(row.key, { description: event.target.value })}
            sx={{ flex: '1 1 auto' }}
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
