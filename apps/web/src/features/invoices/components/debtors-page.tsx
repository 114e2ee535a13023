/**
 * /debtors: debtors' ageing on a company date (today by default): per client what is current and
 * 30, 60, 90 and 120+ days old, the total and the overdue part, with a totals row; each client opens
 * its statement; ?overdue=true lists only the clients with something overdue. A table from md up,
 * cards on a phone.
 */
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  clientStatementPath,
  PATHS,
  todayInSouthAfrica,
} from '@firebreak/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AdminCards } from '@/components/admin-list/admin-cards';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useDebtorsAgeing } from '@/entities/invoice/api/get-debtors-ageing';
import { errorMessage } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { rand } from '../money';
import { S } from '../strings';

const D = S.debtors;
type Row = Record<(typeof AGEING_BUCKETS)[number] | 'totalCents' | 'overdueCents', number>;

const figures = (row: Row): [string, number][] => [
  ...AGEING_BUCKETS.map((bucket): [string, number] => [AGEING_BUCKET_LABELS[bucket], row[bucket]]),
  [D.total, row.totalCents],
  [D.overdue, row.overdueCents],
];

export default function DebtorsPage() {
  usePageTitle(D.title);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [asOf, setAsOf] = useState(todayInSouthAfrica);
  // ?overdue=true (the dashboard's 'Overdue' opens this): only the clients with something overdue.
  const [params, setParams] = useSearchParams();
  const overdue = params.get('overdue') === 'true';
  const query = useDebtorsAgeing(asOf, overdue);
  const rows = query.data?.rows ?? [];
  const statementLink = (row: { clientId: string; clientName: string }) => (
    <Link component={RouterLink} to={clientStatementPath(row.clientId)}>
      {row.clientName}
    </Link>
  );

  return (
    <Box>
      <Link
        component={RouterLink}
        to={PATHS.invoices}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {D.back}
      </Link>
      <PageHeader title={D.title} subtitle={D.subtitle} />
      <TextField
        label={D.asOf}
        type="date"
        size="small"
        value={asOf}
        onChange={(event) => event.target.value && setAsOf(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2, mr: 2 }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={overdue}
            onChange={(event) =>
              setParams(event.target.checked ? { overdue: 'true' } : {}, { replace: true })
            }
          />
        }
        label={D.onlyOverdue}
        sx={{ mb: 2 }}
      />
      {query.isPending ? <SectionSpinner label={D.loading} /> : null}
      {query.isError ? <Alert severity="error">{errorMessage(query.error, D.failed)}</Alert> : null}
      {query.data && rows.length === 0 ? <Typography>{D.empty}</Typography> : null}
      {query.data && rows.length > 0 && isPhone ? (
        <>
          <AdminCards
            label={D.label}
            items={rows.map((row) => ({ ...row, id: row.clientId }))}
            cardLabel={(row) => row.clientName}
            renderCard={(row) => (
              <>
                <Box sx={{ mb: 1, fontWeight: 500 }}>{statementLink(row)}</Box>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                  {figures(row).map(([label, cents]) => (
                    <Box key={label}>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {label}
                      </Typography>
                      <Typography variant="body2">{rand(cents)}</Typography>
                    </Box>
                  ))}
                </Box>
              </>
            )}
          />
          <Paper variant="outlined" sx={{ p: 1.5, mt: 1.5 }} aria-label={D.totals} component="section">
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{D.totals}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              {figures(query.data.totals).map(([label, cents]) => (
                <Box key={label}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {label}
                  </Typography>
                  <Typography variant="body2">{rand(cents)}</Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </>
      ) : null}
      {query.data && rows.length > 0 && !isPhone ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={D.label}>
            <TableHead>
              <TableRow>
                <TableCell>{D.client}</TableCell>
                {figures(query.data.totals).map(([label]) => (
                  <TableCell key={label} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.clientId} hover>
                  <TableCell>{statementLink(row)}</TableCell>
                  {figures(row).map(([label, cents]) => (
                    <TableCell key={label} align="right">
                      {rand(cents)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{D.totals}</TableCell>
                {figures(query.data.totals).map(([label, cents]) => (
                  <TableCell key={label} align="right" sx={{ fontWeight: 600 }}>
                    {rand(cents)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
