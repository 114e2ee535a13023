/** Add site / Edit site: validated with the API's own schema; server errors shown as they come. */
import { type Site, type SiteInput, siteInputSchema } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useSaveSite } from '../api/save-site';
import { S } from '../strings';

type Form = { name: string; address: string; contactName: string; contactPhone: string; accessNotes: string };

const blank: Form = { name: '', address: '', contactName: '', contactPhone: '', accessNotes: '' };

export function SiteFormDialog({
  clientId,
  site,
  onClose,
  onSaved,
}: {
  clientId: string;
  site: Site | null;
  onClose: () => void;
  /** Told what happened, for the page's notice. */
  onSaved: (text: string, saved: Site) => void;
}) {
  const [form, setForm] = useState<Form>(
    site
      ? {
          name: site.name,
          address: site.address,
          contactName: site.contactName,
          contactPhone: site.contactPhone,
          accessNotes: site.accessNotes,
        }
      : blank,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const save = useSaveSite();
  const titleId = site ? 'edit-site-title' : 'add-site-title';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = siteInputSchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Form] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { clientId, ...(site ? { siteId: site.id } : {}), input: form satisfies SiteInput },
      { onSuccess: (saved) => onSaved(site ? S.siteSaved(saved.name) : S.siteAdded(saved.name), saved) },
    );
  };

  const field = (key: keyof Form, extra: object = {}) => (
    <TextField
      label={S.siteFields[key]}
      value={form[key]}
      onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{site ? S.editSiteTitle : S.addSiteTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.isError ? (
              <Alert severity="error">{errorMessage(save.error, 'Could not save the site')}</Alert>
            ) : null}
            {field('name', { required: true, autoFocus: true })}
            {field('address', { required: true, multiline: true, minRows: 2 })}
            {field('contactName')}
            {field('contactPhone', { type: 'tel' })}
            {field('accessNotes', { multiline: true, minRows: 2 })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{S.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {S.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
