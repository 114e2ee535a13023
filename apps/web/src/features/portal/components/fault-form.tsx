/**
 * 'Report a fault' (issue 31): the site (preselected from ?site=), what is wrong, how urgent, and an
 * optional photo; sent as multipart. Checked with the shared schema the server parses with.
 */
import {
  type PortalRequest,
  type PortalSite,
  portalRequestInputSchema,
  REQUEST_URGENCIES,
  type RequestUrgency,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/lib/api-error';
import { useCreatePortalRequest } from '../api/create-portal-request';
import { P } from '../strings';
import { PhotoField } from './photo-field';

const R = P.requests;

type Values = { siteId: string; description: string; urgency: RequestUrgency | '' };

export function FaultForm({
  sites,
  initialSiteId,
  onSent,
}: {
  sites: readonly PortalSite[];
  initialSiteId: string;
  onSent: (request: PortalRequest) => void;
}) {
  const titleId = useId();
  const urgencyId = useId();
  const known = sites.some((site) => site.id === initialSiteId);
  const only = sites.length === 1 ? sites[0]!.id : '';
  const form = useZodForm<Values, unknown>(portalRequestInputSchema, {
    siteId: known ? initialSiteId : only,
    description: '',
    urgency: '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const send = useCreatePortalRequest();

  const submit = form.handleSubmit((_, values) => {
    if (send.isPending) return;
    send.mutate(
      {
        input: {
          siteId: values.siteId,
          description: values.description.trim(),
          urgency: values.urgency as RequestUrgency,
        },
        photo,
      },
      {
        onSuccess: (request) => {
          form.reset({ siteId: values.siteId, description: '', urgency: '' });
          setPhoto(null);
          onSent(request);
        },
      },
    );
  });

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 2 }}>
        {R.formTitle}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby={titleId}>
        {send.isError ? <Alert severity="error">{errorMessage(send.error, P.failed)}</Alert> : null}
        <TextField select required label={R.site} {...form.field('siteId')} fullWidth>
          {sites.map((site) => (
            <MenuItem key={site.id} value={site.id} sx={{ minHeight: 48 }}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          multiline
          minRows={3}
          label={R.description}
          {...form.field('description')}
          fullWidth
        />
        <FormControl required error={Boolean(form.errors.urgency)}>
          <FormLabel id={urgencyId}>{R.urgency}</FormLabel>
          <RadioGroup
            aria-labelledby={urgencyId}
            value={form.values.urgency}
            onChange={(event) => form.setValue('urgency', event.target.value as RequestUrgency)}
            onBlur={() => form.touch('urgency')}
          >
            {REQUEST_URGENCIES.map((urgency) => (
              <FormControlLabel
                key={urgency}
                value={urgency}
                control={<Radio />}
                label={P.urgencyLabels[urgency]}
                sx={{ minHeight: 48 }}
              />
            ))}
          </RadioGroup>
          {form.errors.urgency ? <FormHelperText>{form.errors.urgency}</FormHelperText> : null}
        </FormControl>
        <PhotoField photo={photo} onChange={setPhoto} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={send.isPending}
          sx={{ minHeight: 52, alignSelf: { sm: 'flex-start' } }}
        >
          {send.isPending ? R.sending : R.send}
        </Button>
      </Stack>
    </Paper>
  );
}
