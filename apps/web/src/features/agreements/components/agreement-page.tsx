/**
 * /agreements/:id: one maintenance agreement: its status, term and notice, the sites and what is
 * covered at each with its SANS schedule, the fee, what is included, the rates for what is not, the
 * acceptance or decline, escalations; Edit (a draft), Send for acceptance, Escalate fee (active), PDF.
 */
import {
  type Agreement,
  agreementPath,
  BILLING_CADENCE_LABELS,
  BILLING_TIMING_LABELS,
  FREQUENCY_LABELS,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { usePageTitle } from '@/lib/use-page-title';
import { downloadAgreementPdf } from '../api/download-agreement-pdf';
import { useAgreement } from '../api/get-agreement';
import { S } from '../strings';
import { rand, showDate } from './agreement-format';
import { AgreementStatusChip } from './agreement-status-chip';
import { EscalationDialog } from './escalation-dialog';
import { SendAgreementDialog } from './send-agreement-dialog';

const D = S.detail;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function AgreementView({ agreement }: { agreement: Agreement }) {
  const can = useCan();
  const manage = can('agreements.manage');
  const [dialog, setDialog] = useState<'send' | 'escalate' | null>(null);
  const fee =
    agreement.cadence === 'PER_VISIT'
      ? `${rand(agreement.feeCents)} ${D.perVisit}`
      : `${rand(agreement.feeCents)} ${D.perPeriod(BILLING_CADENCE_LABELS[agreement.cadence], BILLING_TIMING_LABELS[agreement.timing])}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <PageHeader title={agreement.number} subtitle={agreement.clientName} />
        </Box>
        <AgreementStatusChip status={agreement.status} />
      </Box>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {manage && agreement.status === 'DRAFT' ? (
          <Button component={RouterLink} to={agreementPath(agreement.id, 'edit')} variant="outlined">
            {D.edit}
          </Button>
        ) : null}
        {manage && (agreement.status === 'DRAFT' || agreement.status === 'SENT') ? (
          <Button variant="contained" onClick={() => setDialog('send')}>
            {D.send}
          </Button>
        ) : null}
        {manage && agreement.status === 'ACTIVE' && agreement.cadence !== 'PER_VISIT' ? (
          <Button variant="contained" onClick={() => setDialog('escalate')}>
            {D.escalate}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => void downloadAgreementPdf(agreement)}>
          {D.pdf}
        </Button>
      </Stack>
      {agreement.acceptedName && agreement.acceptedAt ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {D.accepted(agreement.acceptedName, showDate(agreement.acceptedAt))}
        </Alert>
      ) : null}
      {agreement.declinedName && agreement.status === 'DRAFT' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {D.declined(agreement.declinedName, agreement.declinedReason ?? '')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={D.fee}>
          <Typography data-testid="agreement-fee">{fee}</Typography>
          <Typography variant="body2" color="text.secondary">
            {D.term}: {showDate(agreement.startDate)} – {showDate(agreement.endDate)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {D.notice(agreement.noticeDays, showDate(agreement.noticeDeadline))} ·{' '}
            {agreement.autoRenew ? D.renews : D.noRenew}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {D.coveredVisits(agreement.coveredVisits)}
          </Typography>
        </Section>
        <Section title={D.included}>
          <Typography variant="body2">
            {agreement.includesRoutineVisits ? D.routine : D.routineNot}
          </Typography>
          <Typography variant="body2">{D.callOuts(agreement.callOutsIncluded)}</Typography>
          <Typography variant="body2">{D.hours(agreement.labourHoursIncluded)}</Typography>
        </Section>
        <Section title={D.rates}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            {(
              [
                [D.callOutFee, rand(agreement.rates.callOutFeeCents)],
                [D.hourlyRate, rand(agreement.rates.hourlyRateCents)],
                [D.travel, rand(agreement.rates.travelPerKmCents)],
                [D.markup, `${agreement.rates.partsMarkupPercent}%`],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
        <Section title={D.sites}>
          {agreement.sites.map((site) => (
            <Box key={site.siteId} sx={{ mb: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {site.siteName}
              </Typography>
              <List dense disablePadding>
                {site.items.map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText
                      primary={item.label}
                      secondary={
                        item.customIntervalDays !== null
                          ? `Every ${item.customIntervalDays} days`
                          : `${item.standard} · ${item.frequencies.map((f) => FREQUENCY_LABELS[f]).join(', ')}`
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </Section>
        {agreement.escalations.length > 0 ? (
          <Section title={D.escalations}>
            {agreement.escalations.map((e) => (
              <Typography key={e.anniversary} variant="body2">
                {D.escalationLine(
                  showDate(e.anniversary),
                  e.percent,
                  rand(e.oldFeeCents),
                  rand(e.newFeeCents),
                )}
              </Typography>
            ))}
          </Section>
        ) : null}
      </Box>
      {dialog === 'send' ? <SendAgreementDialog id={agreement.id} onClose={() => setDialog(null)} /> : null}
      {dialog === 'escalate' ? <EscalationDialog id={agreement.id} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}

export default function AgreementPage() {
  const { id = '' } = useParams();
  const query = useAgreement(id);
  usePageTitle(query.data?.number ?? S.list.title);
  if (query.isPending) return <SectionSpinner label={D.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, D.failed)}</Alert>;
  return <AgreementView agreement={query.data} />;
}
