/**
 * A quote's figures two ways (issue 27 item 1), wherever the office reads them (Quick Quote's panel,
 * the Detailed BOQ's totals, the quote's dialog): the office's own breakdown with the markup on its
 * own line, labelled internal, and beside it what the client sees, line for line as the PDF and the
 * approval page print them (the markup folded into each line, to the cent). Both come from the shared
 * functions the PDF and the approval page use, so the screen cannot disagree with them.
 */
import {
  clientQuoteBreakdown,
  formatZar,
  formatZarExact,
  type GeneratedQuote,
  quoteBreakdown,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PANEL_STRINGS as S } from '../strings';

type Row = { key: string; label: string; amount: number };

function FiguresTable({
  label,
  rows,
  money,
}: {
  label: string;
  rows: Row[];
  money: (rand: number) => string;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{S.description}</TableCell>
          <TableCell align="right">{S.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const strong = row.key === 'subtotal' || row.key === 'total';
          const sx = {
            fontWeight: strong ? 700 : undefined,
            fontSize: row.key === 'total' ? '1.05rem' : undefined,
          };
          return (
            <TableRow key={row.key} data-row={row.key}>
              <TableCell sx={sx}>{row.label}</TableCell>
              <TableCell align="right" sx={{ ...sx, whiteSpace: 'nowrap' }}>
                {money(row.amount)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Column({ heading, hint, children }: { heading: string; hint: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {hint}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </Box>
  );
}

/**
 * The internal breakdown (the table named `internalLabel`: 'Estimate' on the quoting screens, in the
 * specification's rand figures) beside the client's view (to the cent, as printed). Side by side where
 * the figures have 720 px (the BOQ's totals, the quote's dialog), one under the other in Quick Quote's
 * panel and on a phone.
 */
export function QuoteFigures({
  quote,
  internalLabel = S.estimate,
  exactInternal = false,
}: {
  quote: GeneratedQuote;
  internalLabel?: string;
  /** The internal figures to the cent too (the saved quote's dialog), rather than to the rand. */
  exactInternal?: boolean;
}) {
  return (
    <Box component="section" aria-label={S.figuresHeading} sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@container (min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Column heading={S.internalHeading} hint={S.internalHint}>
          <FiguresTable
            label={internalLabel}
            rows={quoteBreakdown(quote)}
            money={exactInternal ? formatZarExact : formatZar}
          />
        </Column>
        <Column heading={S.clientViewHeading} hint={S.clientViewHint}>
          <FiguresTable
            label={S.clientViewHeading}
            rows={clientQuoteBreakdown(quote)}
            money={formatZarExact}
          />
        </Column>
      </Box>
    </Box>
  );
}
