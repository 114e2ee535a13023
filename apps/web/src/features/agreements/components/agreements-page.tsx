/**
 * /agreements: maintenance agreements (issue 29 §1), newest first, by status. A table from md up,
 * cards on a phone; each opens the agreement.
 */
import {
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_STATUSES,
  type AgreementStatus,
  type AgreementSummary,
  agreementPath,
  BILLING_CADENCE_LABELS,
  PATHS,
} from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useCan } from '@/lib/session/use-can';
import { usePageTitle } from '@/lib/use-page-title';
import { useAgreements } from '../api/get-agreements';
import { S } from '../strings';
import { rand, showDate } from './agreement-format';
import { AgreementStatusChip } from './agreement-status-chip';

const L = S.list;

const feeText = (a: AgreementSummary) =>
  `${rand(a.feeCents)} ${a.cadence === 'PER_VISIT' ? S.detail.perVisit : BILLING_CADENCE_LABELS[a.cadence].toLowerCase()}`;

function AgreementTable({ items }: { items: AgreementSummary[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={L.title}>
        <TableHead>
          <TableRow>
            {Object.values(L.columns).map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((a) => (
            <TableRow key={a.id} hover>
              <TableCell>
                <Link component={RouterLink} to={agreementPath(a.id)}>
                  {a.number}
                </Link>
              </TableCell>
              <TableCell>{a.clientName}</TableCell>
              <TableCell>{a.siteNames.join(', ')}</TableCell>
              <TableCell>
                {showDate(a.startDate)} – {showDate(a.endDate)}
              </TableCell>
              <TableCell>{feeText(a)}</TableCell>
              <TableCell>
                <AgreementStatusChip status={a.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AgreementCards({ items }: { items: AgreementSummary[] }) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((a) => (
        <Card key={a.id} variant="outlined" component="li">
          <CardActionArea component={RouterLink} to={agreementPath(a.id)}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h2">
                  {a.number}
                </Typography>
                <AgreementStatusChip status={a.status} />
              </Box>
              <Typography variant="body2">{a.clientName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {a.siteNames.join(', ')}
              </Typography>
              <Typography variant="body2">
                {showDate(a.startDate)} – {showDate(a.endDate)} · {feeText(a)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

export default function AgreementsPage() {
  usePageTitle(L.tab);
  const can = useCan();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [status, setStatus] = useState<AgreementStatus | 'ALL'>('ALL');
  const query = useAgreements({ ...(status === 'ALL' ? {} : { status }), limit: 200 });
  const items = query.data?.items ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <PageHeader title={L.title} subtitle={L.subtitle} />
        </Box>
        {can('agreements.manage') ? (
          <Button component={RouterLink} to={PATHS.agreementNew} variant="contained" startIcon={<AddIcon />}>
            {L.newAgreement}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={status}
          onChange={(_, next: AgreementStatus | 'ALL') => setStatus(next)}
          aria-label={L.status}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="ALL" label={L.all} />
          {AGREEMENT_STATUSES.map((value) => (
            <Tab key={value} value={value} label={AGREEMENT_STATUS_LABELS[value]} />
          ))}
        </Tabs>
      </Box>
      {query.isPending ? <SectionSpinner label={L.loading} /> : null}
      {query.isError ? <Alert severity="error">{L.failed}</Alert> : null}
      {query.data && items.length === 0 ? <Typography>{L.empty}</Typography> : null}
      {items.length > 0 ? (
        isPhone ? (
          <AgreementCards items={items} />
        ) : (
          <AgreementTable items={items} />
        )
      ) : null}
    </Box>
  );
}
