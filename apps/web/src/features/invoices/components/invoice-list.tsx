/** The invoices as a table, or one card each on a phone (nothing runs off a 390 px screen). */
import { type InvoiceSummary, invoicePath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AdminCards } from '@/components/admin-list/admin-cards';
import { rand, showDate } from '../money';
import { S } from '../strings';
import { InvoiceStatusChip } from './invoice-status-chip';

const L = S.list;

export const invoiceName = (invoice: Pick<InvoiceSummary, 'number' | 'kind'>) =>
  invoice.number ?? `${L.draft} ${S.kindLabels[invoice.kind].toLowerCase()}`;

const numberLink = (invoice: InvoiceSummary) => (
  <Link component={RouterLink} to={invoicePath(invoice.id)} sx={{ fontWeight: 500 }}>
    {invoiceName(invoice)}
  </Link>
);

export function InvoiceTable({ items }: { items: InvoiceSummary[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={L.label}>
        <TableHead>
          <TableRow>
            {L.columns.map((column) => (
              <TableCell key={column} align={column === 'Total' || column === 'Balance' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((invoice) => (
            <TableRow key={invoice.id} hover>
              <TableCell>{numberLink(invoice)}</TableCell>
              <TableCell>{invoice.clientName}</TableCell>
              <TableCell>{showDate(invoice.issueDate)}</TableCell>
              <TableCell>{showDate(invoice.dueDate)}</TableCell>
              <TableCell align="right">{rand(invoice.totalCents)}</TableCell>
              <TableCell align="right">{rand(invoice.balanceCents)}</TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

export function InvoiceCards({ items }: { items: InvoiceSummary[] }) {
  return (
    <AdminCards
      label={L.label}
      items={items}
      cardLabel={invoiceName}
      renderCard={(invoice) => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>{numberLink(invoice)}</Box>
            <InvoiceStatusChip status={invoice.status} />
          </Box>
          <Typography sx={{ overflowWrap: 'anywhere', mb: 1 }}>{invoice.clientName}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Figure label={L.columns[2]} value={showDate(invoice.issueDate)} />
            <Figure label={L.columns[3]} value={showDate(invoice.dueDate)} />
            <Figure label={L.columns[4]} value={rand(invoice.totalCents)} />
            <Figure label={L.columns[5]} value={rand(invoice.balanceCents)} />
          </Box>
        </>
      )}
    />
  );
}
