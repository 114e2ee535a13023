/** Per-page detail (§2 results): a table on wider screens, one small card per page on a phone. */
import type { PageResult } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PROCESSING_STRINGS as S } from '../../strings';
import { methodName, QualityChip } from '../analysis-panel';

const skew = (degrees: number) => `${degrees.toFixed(1)}°`;
const yesNo = (value: boolean) => (value ? S.yes : S.no);

export function PageResults({ pages }: { pages: PageResult[] }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (isPhone)
    return (
      <Box
        component="ul"
        aria-label={S.perPage}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {pages.map((page) => (
          <Paper component="li" key={page.page} variant="outlined" sx={{ p: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2">
                {S.page} {page.page} · {methodName(page.method)}
              </Typography>
              <QualityChip quality={page.quality} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {S.length} {page.textLength.toLocaleString('en-ZA')} · {S.enhanced} {yesNo(page.enhanced)} ·{' '}
              {S.skew} {skew(page.skewDegrees)}
            </Typography>
          </Paper>
        ))}
      </Box>
    );

  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={S.perPage}>
        <TableHead>
          <TableRow>
            <TableCell>{S.page}</TableCell>
            <TableCell>{S.method}</TableCell>
            <TableCell>{S.quality}</TableCell>
            <TableCell align="right">{S.length}</TableCell>
            <TableCell>{S.enhanced}</TableCell>
            <TableCell align="right">{S.skew}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pages.map((page) => (
            <TableRow key={page.page}>
              <TableCell>{page.page}</TableCell>
              <TableCell>{methodName(page.method)}</TableCell>
              <TableCell>
                <QualityChip quality={page.quality} />
              </TableCell>
              <TableCell align="right">{page.textLength.toLocaleString('en-ZA')}</TableCell>
              <TableCell>{yesNo(page.enhanced)}</TableCell>
              <TableCell align="right">{skew(page.skewDegrees)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
