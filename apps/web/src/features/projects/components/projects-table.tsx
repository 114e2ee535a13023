/** The list itself: loading bar, failure, empty state, rows (cards below md) and paging. */

import type { ProjectListResponse } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGE_SIZES } from '../hooks/use-list-params';
import { PROJECTS_STRINGS as S } from '../strings';
import { ProjectCards } from './project-cards';
import { ProjectRow } from './project-row';

type ProjectsTableProps = {
  query: UseQueryResult<ProjectListResponse>;
  /** The role may read budget and spend ('projects.finance'): the 'Budget vs spent' column. */
  showsMoney: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

export function ProjectsTable({ query, showsMoney, page, pageSize, onPage, onPageSize }: ProjectsTableProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const columns = Object.entries(S.columns)
    .filter(([key]) => showsMoney || key !== 'budget')
    .map(([, label]) => label);
  if (query.isError && !query.data) return <Alert severity="error">{S.failed}</Alert>;
  const items = query.data?.items ?? [];
  const isEmpty = query.isSuccess && items.length === 0;
  return (
    <Paper>
      <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress aria-label={S.loading} /> : null}</Box>
      {isPhone ? (
        isEmpty ? (
          <Typography sx={{ py: 4, textAlign: 'center' }}>{S.empty}</Typography>
        ) : (
          <ProjectCards items={items} showsMoney={showsMoney} />
        )
      ) : (
        <TableContainer>
          <Table size="small" aria-label={S.title} sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((project) => (
                <ProjectRow key={project.id} project={project} showsMoney={showsMoney} />
              ))}
              {isEmpty ? (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center' }}>
                    {S.empty}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={query.data?.total ?? 0}
        page={query.data ? Math.max(0, page - 1) : 0}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      />
    </Paper>
  );
}
