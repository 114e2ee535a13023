/**
 * The list view: the week's visits (with the unassigned and the overdue) as a dense table sorted by
 * any column on a wide screen, and as stacked rows on a phone. The site links to its page; the visit
 * screen and, for the office while the visit is open, the Schedule dialog are each row's actions.
 */
import {
  FREQUENCY_LABELS,
  SYSTEM_LABELS,
  sitePath,
  VISIT_KIND_LABELS,
  type Visit,
  visitPath,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/project-chips';
import { visuallyHidden } from '@/lib/visually-hidden';
import { dayLabel, dayOf, isOpen, SORT_FIELDS, type SortField, type SortOrder } from '../board';
import { S, W } from '../strings';
import { ChargeableChip } from './chargeable-chip';
import { VisitStatusChip } from './visit-status-chip';

const PAGE_SIZES = [25, 50, 100];
/** Shares of the table's width, so no column is squeezed to a word a line. */
const COLUMN_WIDTHS: Record<SortField | 'actions', string> = {
  date: '10%',
  site: '18%',
  client: '17%',
  technician: '14%',
  status: '10%',
  systems: '17%',
  actions: '14%',
};
const FIRST_PAGE_SIZE = 25;

type VisitsTableProps = {
  visits: readonly Visit[];
  sort: SortField;
  order: SortOrder;
  onSort: (sort: SortField, order: SortOrder) => void;
  onSchedule?: (visit: Visit) => void;
};

const systemsText = (visit: Visit) =>
  visit.systems.length ? visit.systems.map((system) => S.systemShort[system]).join(', ') : S.noSystems;
const systemsTitle = (visit: Visit) => visit.systems.map((system) => SYSTEM_LABELS[system]).join(', ');

function Actions({ visit, onSchedule }: { visit: Visit; onSchedule?: (visit: Visit) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Button
        component={RouterLink}
        to={visitPath(visit.id)}
        size="small"
        variant="outlined"
        aria-label={W.openVisitLabel(visit.siteName)}
        sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {S.open}
      </Button>
      {onSchedule && isOpen(visit) ? (
        <Button
          size="small"
          onClick={() => onSchedule(visit)}
          aria-label={S.scheduleLabel(visit.siteName, visit.dueDate)}
          sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
        >
          {S.schedule}
        </Button>
      ) : null}
    </Box>
  );
}

function DateCell({ visit }: { visit: Visit }) {
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {dayLabel(dayOf(visit))}
      </Typography>
      {visit.scheduledFor && visit.scheduledFor !== visit.dueDate ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {S.due(visit.dueDate)}
        </Typography>
      ) : null}
    </>
  );
}

function SiteCell({ visit }: { visit: Visit }) {
  return (
    <>
      <Link
        component={RouterLink}
        to={sitePath(visit.siteId)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {visit.siteName}
      </Link>
      {visit.notes ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          title={visit.notes}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 220 }}
        >
          {W.officeNotes}: {visit.notes}
        </Typography>
      ) : null}
    </>
  );
}

function StatusCell({ visit }: { visit: Visit }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <VisitStatusChip status={visit.status} />
      {visit.overdue ? <ToneChip tone="error" label={S.overdue} sx={{ height: 20, fontSize: 12 }} /> : null}
      {visit.chargeable ? <ChargeableChip /> : null}
    </Box>
  );
}

/** A routine visit's frequency; a call-out or repair says what it is. */
const whatLabel = (visit: Visit) =>
  visit.frequency ? FREQUENCY_LABELS[visit.frequency] : VISIT_KIND_LABELS[visit.kind];

function TechnicianCell({ visit }: { visit: Visit }) {
  return (
    <>
      <Typography variant="body2">{visit.technicianName ?? S.noTechnician}</Typography>
      {visit.vehicleRegistration ? (
        <Typography variant="caption" color="text.secondary">
          {visit.vehicleRegistration}
        </Typography>
      ) : null}
    </>
  );
}

function SystemsCell({ visit }: { visit: Visit }) {
  return (
    <>
      <Typography variant="body2" title={systemsTitle(visit)}>
        {systemsText(visit)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {whatLabel(visit)} · {S.assets(visit.assetCount)}
      </Typography>
    </>
  );
}

/** Stacked rows on a phone: the day and status, the site, who goes, what is covered, the actions. */
function StackedRows({
  visits,
  onSchedule,
}: {
  visits: readonly Visit[];
  onSchedule?: (visit: Visit) => void;
}) {
  return (
    <Box component="ul" aria-label={S.listLabel} sx={{ p: 0, m: 0 }}>
      {visits.map((visit) => (
        <Box
          component="li"
          key={visit.id}
          aria-label={`${visit.siteName}, ${visit.clientName}`}
          sx={{
            listStyle: 'none',
            px: 1.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            borderLeft: 3,
            borderLeftColor: visit.overdue ? 'error.main' : 'transparent',
            display: 'grid',
            gap: 0.25,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {dayLabel(dayOf(visit))}
            </Typography>
            <StatusCell visit={visit} />
          </Box>
          <Box>
            <SiteCell visit={visit} />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {visit.clientName} · {visit.technicianName ?? S.noTechnician}
            {visit.vehicleRegistration ? ` · ${visit.vehicleRegistration}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {systemsText(visit)} · {whatLabel(visit)} · {S.assets(visit.assetCount)}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <Actions visit={visit} onSchedule={onSchedule} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function VisitsTable({ visits, sort, order, onSort, onSchedule }: VisitsTableProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const lastPage = Math.max(0, Math.ceil(visits.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const rows = visits.slice(current * pageSize, (current + 1) * pageSize);

  const body =
    visits.length === 0 ? (
      <Typography sx={{ py: 4, textAlign: 'center' }}>{S.listEmpty}</Typography>
    ) : isPhone ? (
      <StackedRows visits={rows} onSchedule={onSchedule} />
    ) : (
      <Table
        size="small"
        aria-label={S.listLabel}
        sx={{ '& th, & td': { px: 1, py: 0.5, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            {SORT_FIELDS.map((field) => (
              <TableCell
                key={field}
                sortDirection={sort === field ? order : false}
                sx={{ whiteSpace: 'nowrap', width: COLUMN_WIDTHS[field] }}
              >
                <TableSortLabel
                  active={sort === field}
                  direction={sort === field ? order : 'asc'}
                  onClick={() => onSort(field, sort === field && order === 'asc' ? 'desc' : 'asc')}
                >
                  {S.columns[field]}
                  {sort === field ? (
                    <Box component="span" sx={visuallyHidden}>
                      {order === 'asc' ? S.sortedAscending : S.sortedDescending}
                    </Box>
                  ) : null}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell sx={{ width: COLUMN_WIDTHS.actions }}>{S.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((visit) => (
            <TableRow key={visit.id} hover>
              <TableCell
                sx={{ borderLeft: 3, borderLeftColor: visit.overdue ? 'error.main' : 'transparent' }}
              >
                <DateCell visit={visit} />
              </TableCell>
              <TableCell>
                <SiteCell visit={visit} />
              </TableCell>
              <TableCell>{visit.clientName}</TableCell>
              <TableCell>
                <TechnicianCell visit={visit} />
              </TableCell>
              <TableCell>
                <StatusCell visit={visit} />
              </TableCell>
              <TableCell>
                <SystemsCell visit={visit} />
              </TableCell>
              <TableCell>
                <Actions visit={visit} onSchedule={onSchedule} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {body}
      {visits.length > FIRST_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={visits.length}
          page={current}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      ) : null}
    </Paper>
  );
}
