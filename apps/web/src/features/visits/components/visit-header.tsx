/**
 * The visit screen's heading: site, client, address, access notes, the office's notes from scheduling,
 * the client's fault report behind a call-out from the portal, dates, technician and status. Kept
 * with the visit on the phone, so it shows offline too.
 */
import {
  REQUEST_URGENCY_LABELS,
  VISIT_KIND_LABELS,
  VISIT_STATUS_LABELS,
  type VisitDetail,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { W } from '../strings';
import { ChargeableChip } from './chargeable-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </>
  );
}

export function VisitHeader({ detail }: { detail: VisitDetail }) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {W.title(detail.siteName)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {detail.clientName}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Fact label={W.address}>{detail.siteAddress || W.noValue}</Fact>
        <Fact label={W.access}>{detail.accessNotes || W.noAccess}</Fact>
        {detail.notes ? <Fact label={W.officeNotes}>{detail.notes}</Fact> : null}
        {detail.request ? (
          <Fact label={W.faultReport}>
            {W.faultReportFact(
              detail.request.reference,
              detail.request.reportedBy,
              REQUEST_URGENCY_LABELS[detail.request.urgency],
            )}
          </Fact>
        ) : null}
        <Fact label={W.due}>{detail.dueDate}</Fact>
        <Fact label={W.scheduled}>{detail.scheduledFor ?? W.notScheduled}</Fact>
        <Fact label={W.technician}>{detail.technicianName ?? W.noValue}</Fact>
        <Fact label={W.status}>{VISIT_STATUS_LABELS[detail.status]}</Fact>
        {detail.kind === 'ROUTINE' ? (
          <Fact label={W.agreement}>
            {detail.covered && detail.agreementNumber ? W.coveredBy(detail.agreementNumber) : W.noAgreement}
          </Fact>
        ) : null}
        {detail.kind && detail.kind !== 'ROUTINE' ? (
          <Fact label={W.kind}>
            {VISIT_KIND_LABELS[detail.kind]} {detail.chargeable ? <ChargeableChip /> : null}
          </Fact>
        ) : null}
      </Box>
    </Box>
  );
}
