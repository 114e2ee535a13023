/**
 * One list of money entries: a table from the md breakpoint, and below it a card per entry with
 * label–value lines, so a phone never scrolls sideways (issue 15).
 */

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';

export type MoneyColumn<T> = {
  label: string;
  render: (row: T) => ReactNode;
  numeric?: boolean;
  /** Shown as the card's heading on a phone instead of a label–value line. */
  heading?: boolean;
};

type MoneyListProps<T> = {
  caption: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: MoneyColumn<T>[];
  empty: string;
  /** The row's buttons (delete), last column on a desktop, bottom of the card on a phone. */
  actions?: (row: T) => ReactNode;
  actionsLabel: string;
};

export function MoneyList<T>({
  caption,
  rows,
  rowKey,
  columns,
  empty,
  actions,
  actionsLabel,
}: MoneyListProps<T>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  if (phone)
    return (
      <Stack component="ul" aria-label={caption} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5 }}>
            {columns
              .filter((column) => column.heading)
              .map((column) => (
                <Typography key={column.label} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {column.render(row)}
                </Typography>
              ))}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
              {columns
                .filter((column) => !column.heading)
                .map((column) => (
                  <Box key={column.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, textAlign: 'right', wordBreak: 'break-word' }}
                    >
                      {column.render(row)}
                    </Typography>
                  </Box>
                ))}
            </Box>
            {actions ? (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>{actions(row)}</Box>
            ) : null}
          </Paper>
        ))}
      </Stack>
    );
  return (
    // Positioned, so the visually hidden header stays inside the scrolling box.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {actionsLabel}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.numeric || column.heading ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.render(row)}
                </TableCell>
              ))}
              {actions ? <TableCell align="right">{actions(row)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
