/** An invoice's lines and totals as the server computed them (the shared VAT rule, to the cent). */
import { type Invoice, TAX_CODE_MARKS } from '@firebreak/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { rand } from '../money';
import { S } from '../strings';

const I = S.invoice;
const RIGHT = new Set<string>(['Qty', 'Unit price', 'Excl. VAT', 'VAT']);

export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const isInvoice = invoice.kind === 'INVOICE';
  const summary: [string, number][] = [
    [I.totalExcl, invoice.exclCents],
    [I.vat, invoice.vatCents],
    [I.total, invoice.totalCents],
    ...(isInvoice && invoice.status !== 'DRAFT'
      ? ([
          [I.paid, invoice.paidCents],
          [I.credited, invoice.creditedCents],
          [I.balance, invoice.balanceCents],
        ] as [string, number][])
      : []),
  ];
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (isPhone)
    return (
      <Box>
        <Box component="ul" aria-label={I.linesHeading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invoice.lines.map((line) => (
            <Box component="li" key={line.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.description}
                {TAX_CODE_MARKS[line.taxCode] ? ` (${TAX_CODE_MARKS[line.taxCode]})` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {line.quantity.toLocaleString('en-ZA')} × {rand(line.unitPriceCents)} ·{' '}
                {S.taxCodeLabels[line.taxCode]}
              </Typography>
              <Typography variant="body2">
                {I.lineColumns[4]} {rand(line.netCents)} · {I.lineColumns[5]} {rand(line.vatCents)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          {summary.map(([label, cents]) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography
                component="dt"
                sx={{ fontWeight: label === I.total || label === I.balance ? 600 : 400 }}
              >
                {label}
              </Typography>
              <Typography
                component="dd"
                data-testid={`total-${label}`}
                sx={{ m: 0, fontWeight: label === I.total || label === I.balance ? 600 : 400 }}
              >
                {rand(cents)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={I.linesHeading} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            {I.lineColumns.map((column) => (
              <TableCell key={column} align={RIGHT.has(column) ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {line.description}
                {TAX_CODE_MARKS[line.taxCode] ? ` (${TAX_CODE_MARKS[line.taxCode]})` : ''}
              </TableCell>
              <TableCell align="right">{line.quantity.toLocaleString('en-ZA')}</TableCell>
              <TableCell align="right">{rand(line.unitPriceCents)}</TableCell>
              <TableCell>{S.taxCodeLabels[line.taxCode]}</TableCell>
              <TableCell align="right">{rand(line.netCents)}</TableCell>
              <TableCell align="right">{rand(line.vatCents)}</TableCell>
            </TableRow>
          ))}
          {summary.map(([label, cents]) => (
            <TableRow key={label}>
              <TableCell
                colSpan={5}
                align="right"
                sx={{ fontWeight: label === I.total || label === I.balance ? 600 : 400 }}
              >
                {label}
              </TableCell>
              <TableCell
                align="right"
                data-testid={`total-${label}`}
                sx={{ fontWeight: label === I.total || label === I.balance ? 600 : 400 }}
              >
                {rand(cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
