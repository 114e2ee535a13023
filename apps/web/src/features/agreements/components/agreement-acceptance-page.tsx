/**
 * /a/:token, outside the signed-in shell: the client reads the agreement (the fee first, the sites and
 * what is covered, what is included, the rates, the term) and its PDF, and accepts it with their name
 * or declines it with a reason. A link that no longer answers says so plainly, with nothing shown.
 */
import { BILLING_CADENCE_LABELS, BILLING_TIMING_LABELS, type PublicAgreement } from '@firebreak/shared';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { publicAgreementPdfUrl, useDecideAgreement, usePublicAgreement } from '../api/public-agreement';
import { S } from '../strings';
import { rand, showDate } from './agreement-format';

const A = S.accept;
const D = S.detail;

function AgreementAnswer({ token, agreement }: { token: string; agreement: PublicAgreement }) {
  const decide = useDecideAgreement(token);
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const answered = agreement.status !== 'SENT';
  const fee =
    agreement.cadence === 'PER_VISIT'
      ? `${rand(agreement.feeCents)} ${D.perVisit}`
      : `${rand(agreement.feeCents)} ${D.perPeriod(BILLING_CADENCE_LABELS[agreement.cadence], BILLING_TIMING_LABELS[agreement.timing])}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ decision: declining ? 'DECLINED' : 'ACCEPTED', name, ...(declining ? { reason } : {}) });
  };
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {A.pageTitle} {agreement.number}
        </Typography>
        <Typography color="text.secondary">{A.from(agreement.companyName)}</Typography>
        <Typography>{agreement.clientName}</Typography>
      </Box>
      <Typography variant="h6" component="p" data-testid="public-fee">
        {fee}
      </Typography>
      <Typography variant="body2">
        {D.term}: {showDate(agreement.startDate)} – {showDate(agreement.endDate)} ·{' '}
        {D.notice(agreement.noticeDays, showDate(agreement.noticeDeadline))} ·{' '}
        {agreement.autoRenew ? D.renews : D.noRenew}
      </Typography>
      <Box component="section" aria-label={D.sites}>
        <Typography variant="subtitle1" component="h2">
          {D.sites}
        </Typography>
        {agreement.sites.map((site) => (
          <Typography key={site.siteId} variant="body2">
            <strong>{site.siteName}</strong>: {site.items.map((i) => `${i.label} (${i.standard})`).join(', ')}
          </Typography>
        ))}
      </Box>
      <Box component="section" aria-label={D.included}>
        <Typography variant="subtitle1" component="h2">
          {D.included}
        </Typography>
        <Typography variant="body2">
          {agreement.includesRoutineVisits ? D.routine : D.routineNot};{' '}
          {D.callOuts(agreement.callOutsIncluded)}; {D.hours(agreement.labourHoursIncluded)}
        </Typography>
        <Typography variant="body2">
          {D.callOutFee} {rand(agreement.rates.callOutFeeCents)} · {D.hourlyRate}{' '}
          {rand(agreement.rates.hourlyRateCents)} · {D.travel} {rand(agreement.rates.travelPerKmCents)} ·{' '}
          {D.markup} {agreement.rates.partsMarkupPercent}%
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdf />}
        href={publicAgreementPdfUrl(token)}
        target="_blank"
        rel="noopener"
        sx={{ alignSelf: 'flex-start' }}
      >
        {A.pdf}
      </Button>
      {decide.data ? (
        <Alert severity="success" role="status">
          {decide.data.decision === 'ACCEPTED' ? A.accepted(decide.data.name) : A.declined}
        </Alert>
      ) : answered ? (
        <Alert severity="info">{A.answered}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {decide.isError ? <Alert severity="error">{errorMessage(decide.error, A.failed)}</Alert> : null}
            <TextField
              label={A.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              fullWidth
            />
            {declining ? (
              <TextField
                label={A.reason}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                multiline
                minRows={2}
                fullWidth
              />
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={decide.isPending}
                onClick={() => setDeclining(false)}
              >
                {A.accept}
              </Button>
              <Button
                type={declining ? 'submit' : 'button'}
                variant="outlined"
                color="error"
                size="large"
                disabled={decide.isPending}
                onClick={(event) => {
                  if (!declining) {
                    event.preventDefault();
                    setDeclining(true);
                  }
                }}
              >
                {A.decline}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

export default function AgreementAcceptancePage() {
  usePageTitle(A.pageTitle);
  const { token = '' } = useParams();
  const agreement = usePublicAgreement(token);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 4 }, px: 2 }}
    >
      <Paper sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        {agreement.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={A.loading} />
          </Box>
        ) : null}
        {agreement.isError ? (
          <>
            <Typography variant="h5" component="h1" gutterBottom>
              {A.unusable}
            </Typography>
            <Alert severity="error">{errorMessage(agreement.error, A.failed)}</Alert>
          </>
        ) : null}
        {agreement.data ? <AgreementAnswer token={token} agreement={agreement.data} /> : null}
      </Paper>
    </Box>
  );
}
