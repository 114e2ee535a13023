/**
 * The log book's form, phone first (the QR code beside the panel opens it): the site (preselected from
 * ?site=), what happened, when (now, South African time, unless changed), the zone and a note. Big
 * touch targets; checked with the shared schema the server parses with.
 */
import {
  LOGBOOK_KINDS,
  type LogbookEntry,
  type LogbookKind,
  logbookEntryInputSchema,
  type PortalSite,
  zonedParts,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/lib/api-error';
import { useCreateLogbookEntry } from '../api/create-logbook-entry';
import { P } from '../strings';

const L = P.logbook;

type Values = {
  siteId: string;
  kind: LogbookKind | '';
  occurredAt: string;
  location: string;
  description: string;
};

/** Now as the company's wall clock, 'YYYY-MM-DDTHH:mm' (what a datetime-local field holds). */
export function nowLocal(now: Date = new Date()): string {
  const { date, time } = zonedParts(now);
  return `${date}T${time}`;
}

const bigInput = { '& .MuiInputBase-input': { minHeight: 32, fontSize: '1.05rem' } };

export function LogbookForm({
  sites,
  siteId,
  onSiteChange,
  onSaved,
}: {
  sites: readonly PortalSite[];
  /** The site chosen in the address (?site=), if any. */
  siteId: string;
  onSiteChange: (siteId: string) => void;
  onSaved: (entry: LogbookEntry) => void;
}) {
  const titleId = useId();
  const known = sites.some((site) => site.id === siteId);
  const form = useZodForm<Values, unknown>(logbookEntryInputSchema, () => ({
    siteId: known ? siteId : sites.length === 1 ? sites[0]!.id : '',
    kind: '',
    occurredAt: nowLocal(),
    location: '',
    description: '',
  }));
  const save = useCreateLogbookEntry();

  const submit = form.handleSubmit((_, values) => {
    if (save.isPending) return;
    save.mutate(
      {
        siteId: values.siteId,
        kind: values.kind as LogbookKind,
        occurredAt: values.occurredAt,
        location: values.location.trim(),
        description: values.description.trim(),
      },
      {
        onSuccess: (entry) => {
          form.reset({
            siteId: values.siteId,
            kind: '',
            occurredAt: nowLocal(),
            location: values.location,
            description: '',
          });
          onSaved(entry);
        },
      },
    );
  });

  const siteField = form.field('siteId');
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 2 }}>
        {L.formTitle}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby={titleId}>
        {save.isError ? <Alert severity="error">{errorMessage(save.error, P.failed)}</Alert> : null}
        <TextField
          select
          required
          label={L.site}
          {...siteField}
          onChange={(event) => {
            siteField.onChange(event);
            onSiteChange(event.target.value);
          }}
          fullWidth
          sx={bigInput}
        >
          {sites.map((site) => (
            <MenuItem key={site.id} value={site.id} sx={{ minHeight: 48 }}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select required label={L.kind} {...form.field('kind')} fullWidth sx={bigInput}>
          {LOGBOOK_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind} sx={{ minHeight: 48 }}>
              {P.logbookKindLabels[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          type="datetime-local"
          label={L.when}
          {...form.field('occurredAt')}
          fullWidth
          sx={bigInput}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label={L.location} {...form.field('location')} fullWidth sx={bigInput} />
        <TextField label={L.note} multiline minRows={3} {...form.field('description')} fullWidth />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending}
          sx={{ minHeight: 56, fontSize: '1.05rem' }}
        >
          {save.isPending ? L.saving : L.save}
        </Button>
      </Stack>
    </Paper>
  );
}
