/** Add site / Edit site: validated with the API's own schema; server errors shown as they come. */
import { type Site, type SiteInput, siteInputSchema } from '@firebreak/shared';
import TextField from '@mui/material/TextField';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
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
  const form = useZodForm<Form, SiteInput>(
    siteInputSchema,
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
  const save = useSaveSite();
  const titleId = site ? 'edit-site-title' : 'add-site-title';

  const submit = form.handleSubmit((_data, values) => {
    save.mutate(
      { clientId, ...(site ? { siteId: site.id } : {}), input: values satisfies SiteInput },
      { onSuccess: (saved) => onSaved(site ? S.siteSaved(saved.name) : S.siteAdded(saved.name), saved) },
    );
  });

  const field = (key: keyof Form, extra: object = {}) => (
    <TextField label={S.siteFields[key]} {...form.field(key)} fullWidth {...extra} />
  );

  return (
    <FormDialog
      title={site ? S.editSiteTitle : S.addSiteTitle}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error, 'Could not save the site') : null}
    >
      {field('name', { required: true, autoFocus: true })}
      {field('address', { required: true, multiline: true, minRows: 2 })}
      {field('contactName')}
      {field('contactPhone', { type: 'tel' })}
      {field('accessNotes', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}
