/**
 * /agreements/new and /agreements/:id/edit: a draft agreement made or replaced whole. The client, its
 * sites (checkboxes) and the systems covered at them (on the catalogue's SANS schedule), the term,
 * notice and renewal, the fee and how it is billed, what is included and the rates for what is not.
 */
import {
  type Agreement,
  agreementPath,
  BILLING_CADENCE_LABELS,
  BILLING_CADENCES,
  BILLING_TIMING_LABELS,
  BILLING_TIMINGS,
  type FireSystem,
  SYSTEM_LABELS,
  SYSTEMS,
  todayInSouthAfrica,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ClientPicker } from '@/components/client-picker/client-picker';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useClientSiteOptions } from '@/entities/site/api/site-options';
import { errorMessage } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { type AgreementFormValues, agreementFormSchema, formValuesOf, toInput } from '../agreement-form';
import { useAgreement } from '../api/get-agreement';
import { useSaveAgreement } from '../api/save-agreement';
import { S } from '../strings';

const F = S.form;

function Editor({ agreement }: { agreement: Agreement | null }) {
  const navigate = useNavigate();
  const save = useSaveAgreement();
  const form = useZodForm(agreementFormSchema, () => formValuesOf(agreement, todayInSouthAfrica()));
  const { values, setValue, errors, field } = form;
  const sites = useClientSiteOptions(values.clientId);
  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  const submit = form.handleSubmit((_, raw: AgreementFormValues) =>
    save.mutate(
      { ...(agreement ? { id: agreement.id } : {}), input: toInput(raw) },
      { onSuccess: (saved) => navigate(agreementPath(saved.id)) },
    ),
  );
  const title = agreement ? F.editTitle(agreement.number) : F.newTitle;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PageHeader title={title} />
      {save.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(save.error, S.detail.failed)}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <ClientPicker
              label={F.client}
              clientId={values.clientId || null}
              clientName={values.clientName}
              required
              newNameHint={() => ''}
              onChange={(choice) => {
                setValue('clientId', choice.clientId ?? '');
                setValue('clientName', choice.clientName);
                setValue('siteIds', []);
              }}
            />
            {errors.clientId ? <FormHelperText error>{errors.clientId}</FormHelperText> : null}
            <FormControl component="fieldset" error={Boolean(errors.siteIds)}>
              <FormLabel component="legend">{F.sites}</FormLabel>
              {values.clientId && sites.isPending ? <SectionSpinner /> : null}
              {sites.data && sites.data.length === 0 ? <FormHelperText>{F.noSites}</FormHelperText> : null}
              <FormGroup>
                {(sites.data ?? []).map((site) => (
                  <FormControlLabel
                    key={site.id}
                    control={
                      <Checkbox
                        checked={values.siteIds.includes(site.id)}
                        onChange={() => setValue('siteIds', toggle(values.siteIds, site.id))}
                      />
                    }
                    label={site.name}
                  />
                ))}
              </FormGroup>
              {errors.siteIds ? <FormHelperText>{errors.siteIds}</FormHelperText> : null}
            </FormControl>
            <FormControl component="fieldset">
              <FormLabel component="legend">{F.systems}</FormLabel>
              <FormGroup row>
                {SYSTEMS.map((system: FireSystem) => (
                  <FormControlLabel
                    key={system}
                    control={
                      <Checkbox
                        checked={values.systems.includes(system)}
                        onChange={() => setValue('systems', toggle(values.systems, system))}
                      />
                    }
                    label={SYSTEM_LABELS[system]}
                  />
                ))}
              </FormGroup>
              {values.kept.some((k) => values.siteIds.includes(k.siteId)) ? (
                <FormHelperText>
                  {F.kept}{' '}
                  {values.kept
                    .filter((k) => values.siteIds.includes(k.siteId))
                    .map((k) => `${sites.data?.find((site) => site.id === k.siteId)?.name ?? ''}: ${k.label}`)
                    .join('; ')}
                </FormHelperText>
              ) : null}
            </FormControl>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="date"
              label={F.start}
              {...field('startDate')}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              type="date"
              label={F.end}
              {...field('endDate')}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField label={F.notice} {...field('noticeDays')} inputMode="numeric" />
            <FormControlLabel
              control={
                <Switch
                  checked={values.autoRenew}
                  onChange={(e) => setValue('autoRenew', e.target.checked)}
                />
              }
              label={F.autoRenew}
            />
            <TextField select label={F.cadence} {...field('cadence')}>
              {BILLING_CADENCES.map((c) => (
                <MenuItem key={c} value={c}>
                  {BILLING_CADENCE_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={F.timing} {...field('timing')} disabled={values.cadence === 'PER_VISIT'}>
              {BILLING_TIMINGS.map((t) => (
                <MenuItem key={t} value={t}>
                  {BILLING_TIMING_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={F.fee} {...field('fee')} inputMode="decimal" required />
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormControlLabel
              control={
                <Switch
                  checked={values.includesRoutineVisits}
                  onChange={(e) => setValue('includesRoutineVisits', e.target.checked)}
                />
              }
              label={F.routine}
            />
            <TextField label={F.callOuts} {...field('callOutsIncluded')} inputMode="numeric" />
            <TextField label={F.hours} {...field('labourHoursIncluded')} inputMode="numeric" />
            <TextField label={F.callOutFee} {...field('callOutFee')} inputMode="decimal" />
            <TextField label={F.hourlyRate} {...field('hourlyRate')} inputMode="decimal" />
            <TextField label={F.travel} {...field('travelPerKm')} inputMode="decimal" />
            <TextField label={F.markup} {...field('partsMarkupPercent')} inputMode="decimal" />
          </Box>
          <TextField label={F.notes} {...field('notes')} multiline minRows={2} fullWidth sx={{ mt: 2 }} />
        </Paper>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={agreement ? agreementPath(agreement.id) : '/agreements'}>
            {F.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {F.save}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export default function AgreementEditorPage() {
  const { id = '' } = useParams();
  const existing = useAgreement(id);
  usePageTitle(id ? (existing.data?.number ?? F.newTitle) : F.newTitle);
  if (!id) return <Editor agreement={null} />;
  if (existing.isPending) return <SectionSpinner label={S.detail.loading} />;
  if (existing.isError)
    return <Alert severity="error">{errorMessage(existing.error, S.detail.failed)}</Alert>;
  return <Editor agreement={existing.data} />;
}
