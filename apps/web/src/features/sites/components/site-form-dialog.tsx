/**
 * Add site / Edit site: validated with the API's own schema; server errors shown as they come. The
 * site's place (issue 30 §4) is typed or picked once from this device's location; no map is drawn.
 */
import { type Site, type SiteInput, siteInputSchema } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSaveSite } from '../api/save-site';
import { S } from '../strings';

type Form = {
  name: string;
  address: string;
  contactName: string;
  contactPhone: string;
  accessNotes: string;
  area: string;
  latitude: string;
  longitude: string;
  accessFrom: string;
  accessTo: string;
};

const blank: Form = {
  name: '',
  address: '',
  contactName: '',
  contactPhone: '',
  accessNotes: '',
  area: '',
  latitude: '',
  longitude: '',
  accessFrom: '',
  accessTo: '',
};

/** The form's text as the API reads it: blank coordinates and times are null, coordinates numbers. */
export function siteBody(values: Form): SiteInput {
  const degrees = (raw: string) => (raw.trim() === '' ? null : Number(raw.trim()));
  const clock = (raw: string) => (raw.trim() === '' ? null : raw.trim());
  return {
    ...values,
    latitude: degrees(values.latitude),
    longitude: degrees(values.longitude),
    accessFrom: clock(values.accessFrom),
    accessTo: clock(values.accessTo),
  };
}

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

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
  const schema = useMemo(() => z.preprocess((v) => siteBody(v as Form), siteInputSchema), []);
  const form = useZodForm<Form, unknown>(
    schema,
    site
      ? {
          name: site.name,
          address: site.address,
          contactName: site.contactName,
          contactPhone: site.contactPhone,
          accessNotes: site.accessNotes,
          area: site.area,
          latitude: site.latitude === null ? '' : String(site.latitude),
          longitude: site.longitude === null ? '' : String(site.longitude),
          accessFrom: site.accessFrom ?? '',
          accessTo: site.accessTo ?? '',
        }
      : blank,
  );
  const save = useSaveSite();
  const titleId = site ? 'edit-site-title' : 'add-site-title';
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);

  const submit = form.handleSubmit((_data, values) => {
    save.mutate(
      { clientId, ...(site ? { siteId: site.id } : {}), input: siteBody(values) },
      { onSuccess: (saved) => onSaved(site ? S.siteSaved(saved.name) : S.siteAdded(saved.name), saved) },
    );
  });

  const pickLocation = () => {
    setLocationError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.setValue('latitude', position.coords.latitude.toFixed(6));
        form.setValue('longitude', position.coords.longitude.toFixed(6));
      },
      (error) => {
        setLocating(false);
        setLocationError(error.code === error.PERMISSION_DENIED ? S.locationRefused : S.locationFailed);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const field = (key: keyof Form, extra: object = {}) => (
    <TextField label={S.siteFields[key]} {...form.field(key)} fullWidth {...extra} />
  );
  const time = { type: 'time', slotProps: { inputLabel: { shrink: true } } };
  const decimal = { slotProps: { htmlInput: { inputMode: 'decimal' } } };

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
      {field('area', { helperText: form.errors.area ?? S.areaHelp })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('latitude', { ...decimal, helperText: form.errors.latitude ?? S.placeHelp })}
        {field('longitude', decimal)}
      </Stack>
      {hasGeolocation() ? (
        <Button
          variant="outlined"
          onClick={pickLocation}
          disabled={locating}
          sx={{ alignSelf: 'flex-start' }}
        >
          {locating ? S.locating : S.useLocation}
        </Button>
      ) : null}
      {locationError ? <Alert severity="warning">{locationError}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('accessFrom', { ...time, helperText: form.errors.accessFrom ?? S.accessHoursHelp })}
        {field('accessTo', time)}
      </Stack>
    </FormDialog>
  );
}
