/** Every line of an estimate: base, each adjustment labelled, subtotal, markup, VAT and total. */
import { formatZar, type GeneratedQuote, quoteBreakdown } from '@firebreak/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PANEL_STRINGS as S } from '../strings';

export function QuoteBreakdownTable({ quote }: { quote: GeneratedQuote }) {
  return (
    <Table size="small" aria-label={S.estimate}>
      <TableHead>
        <TableRow>
          <TableCell>{S.description}</TableCell>
          <TableCell align="right">{S.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quoteBreakdown(quote).map((row) => {
          const strong = row.key === 'subtotal' || row.key === 'total';
          const sx = {
            fontWeight: strong ? 700 : undefined,
            fontSize: row.key === 'total' ? '1.05rem' : undefined,
          };
          return (
            <TableRow key={row.key} data-row={row.key}>
              <TableCell sx={sx}>{row.label}</TableCell>
              <TableCell align="right" sx={{ ...sx, whiteSpace: 'nowrap' }}>
                {formatZar(row.amount)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
