/**
 * /invoices/new and /invoices/:id/edit: a draft invoice on a page of its own (it works at 390 px):
 * the client (from Clients), a site of that client, the date, reference and notes, and its lines with
 * their figures and the totals live, from the shared VAT rule only.
 */
import { type Invoice, type InvoiceDraftInput, invoicePath, PATHS } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ClientPicker } from '@/components/client-picker/client-picker';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useInvoice } from '@/entities/invoice/api/get-invoice';
import { useSaveInvoice } from '@/entities/invoice/api/save-invoice';
import { useClientSiteOptions } from '@/entities/site/api/site-options';
import { errorMessage } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import {
  blankLine,
  type DraftForm,
  type DraftLineForm,
  draftFormSchema,
  draftTotals,
  toDraftForm,
} from '../draft-form';
import { rand } from '../money';
import { S } from '../strings';
import { DraftLineFields } from './draft-line-fields';

const E = S.editor;
const I = S.invoice;

function Totals({ lines }: { lines: DraftLineForm[] }) {
  const totals = draftTotals(lines);
  const rows: [string, number][] = [
    [I.totalExcl, totals.exclCents],
    [I.vat, totals.vatCents],
    [I.total, totals.totalCents],
  ];
  return (
    <Box component="dl" aria-label={E.totals} sx={{ m: 0, ml: 'auto', minWidth: 240 }}>
      {rows.map(([label, cents]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" sx={{ fontWeight: label === I.total ? 600 : 400 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: label === I.total ? 600 : 400 }}
            data-testid={`draft-${label}`}
          >
            {rand(cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function DraftEditor({ invoice }: { invoice: Invoice | null }) {
  const navigate = useNavigate();
  const form = useZodForm<DraftForm, InvoiceDraftInput>(draftFormSchema, () => toDraftForm(invoice));
  const sites = useClientSiteOptions(form.values.clientId);
  const save = useSaveInvoice();
  const { values } = form;
  const lines = values.lines;
  const setLines = (next: DraftLineForm[]) => form.setValue('lines', next);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { ...(invoice ? { id: invoice.id } : {}), input },
      { onSuccess: (saved) => navigate(invoicePath(saved.id)) },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PageHeader title={invoice ? E.editTitle : E.newTitle} />
      {save.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(save.error, E.failed)}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <ClientPicker
              label={E.client}
              required
              clientId={values.clientId || null}
              clientName={values.clientName}
              newNameHint={E.chooseClient}
              onChange={(choice) =>
                form.setValues((current) => ({
                  ...current,
                  clientId: choice.clientId ?? '',
                  clientName: choice.clientName,
                  siteId: choice.clientId === current.clientId ? current.siteId : '',
                }))
              }
            />
            {form.errors.clientId ? (
              <Typography color="error" variant="body2" role="alert">
                {form.errors.clientId}
              </Typography>
            ) : null}
          </Box>
          <TextField select label={E.site} {...form.field('siteId')} disabled={!values.clientId}>
            <MenuItem value="">{E.noSite}</MenuItem>
            {(sites.data ?? []).map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={E.date}
            type="date"
            {...form.field('date')}
            helperText={form.errors.date ?? E.dateHelp}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label={E.reference} {...form.field('reference')} />
          <TextField
            label={E.notes}
            multiline
            minRows={2}
            {...form.field('notes')}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
        </Box>
      </Paper>
      <Typography variant="h6" component="h2" gutterBottom id="draft-lines-heading">
        {E.lines}
      </Typography>
      <Stack
        component="ol"
        aria-labelledby="draft-lines-heading"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {lines.map((line, index) => (
          <DraftLineFields
            key={line.key}
            line={line}
            index={index}
            showErrors={form.submitted}
            canRemove={lines.length > 1}
            onChange={(next) => setLines(lines.map((other) => (other.key === line.key ? next : other)))}
            onRemove={() => setLines(lines.filter((other) => other.key !== line.key))}
          />
        ))}
      </Stack>
      {form.errors.lines && form.submitted && lines.length === 0 ? (
        <Typography color="error">{form.errors.lines}</Typography>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => setLines([...lines, blankLine()])}>
          {E.addLine}
        </Button>
        <Totals lines={lines} />
      </Stack>
      <Stack direction="row" useFlexGap sx={{ gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={invoice ? invoicePath(invoice.id) : PATHS.invoices}>
          {E.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? E.saving : E.save}
        </Button>
      </Stack>
    </Box>
  );
}

export default function InvoiceEditorPage() {
  const id = useParams().id ?? '';
  const query = useInvoice(id, { enabled: id !== '' });
  usePageTitle(id ? E.editTitle : E.newTitle);
  if (!id) return <DraftEditor invoice={null} />;
  if (query.isPending) return <SectionSpinner label={I.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, I.failed)}</Alert>;
  if (query.data.status !== 'DRAFT') return <Alert severity="info">{E.notDraft}</Alert>;
  return <DraftEditor invoice={query.data} />;
}
