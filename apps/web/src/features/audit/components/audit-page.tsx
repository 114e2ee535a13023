/** /audit (administrators): the audit trail, filtered and paged, newest first. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useAudit } from '../api/get-audit';
import { AUDIT_STRINGS as S } from '../strings';
import { AuditFilters, type AuditFilterValues, NO_FILTERS } from './audit-filters';
import { AuditList } from './audit-list';

export default function AuditPage() {
  usePageTitle('Audit');
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const query = useAudit({
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: page + 1,
    pageSize,
  });

  return (
    <Box>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Paper sx={{ p: 2, minWidth: 0 }}>
        <AuditFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(0);
          }}
        />
        {query.isPending ? <SectionSpinner label={S.loading} /> : null}
        {query.isError ? <Alert severity="error">{S.failed}</Alert> : null}
        {query.data ? (
          <>
            <AuditList entries={query.data.items} />
            <TablePagination
              component="div"
              count={query.data.total}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[25, 50, 100]}
              onPageChange={(_e, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
