/**
 * An admin list at desk width: one table row per item, the feature's own columns, and an actions
 * column only when the viewer may change the list.
 */

import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type AdminColumn<T> = {
  key: string;
  header: ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
  cell: (item: T) => ReactNode;
};

export type AdminTableProps<T extends { id: string }> = {
  label: string;
  items: T[];
  columns: AdminColumn<T>[];
  actionsHeader: ReactNode;
  /** A row's buttons; left out when the viewer only reads, and the column with it. */
  actions?: ((item: T) => ReactNode) | undefined;
};

export function AdminTable<T extends { id: string }>({
  label,
  items,
  columns,
  actionsHeader,
  actions,
}: AdminTableProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} {...(column.align ? { align: column.align } : {})}>
                {column.header}
              </TableCell>
            ))}
            {actions ? <TableCell>{actionsHeader}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  {...(column.align ? { align: column.align } : {})}
                  {...(column.sx ? { sx: column.sx } : {})}
                >
                  {column.cell(item)}
                </TableCell>
              ))}
              {actions ? <TableCell>{actions(item)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
