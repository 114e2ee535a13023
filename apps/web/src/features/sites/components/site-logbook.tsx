/**
 * The site's log book (Log book tab; SANS 10139, decision 0092): what the building's own people
 * recorded in the client portal between the contractor's visits, newest first. The office reads it
 * here; the portal is where it is written.
 */
import { formatDateTime, LOGBOOK_KIND_LABELS, logbookInstant } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionSpinner } from '@/components/section-spinner';
import { useSiteLogbook } from '../api/get-site-logbook';
import { S } from '../strings';

export function SiteLogbook({ siteId }: { siteId: string }) {
  const logbook = useSiteLogbook(siteId);
  const columns = S.logbookColumns;

  let body: React.ReactNode;
  if (logbook.isPending) body = <SectionSpinner label={S.logbookLoading} />;
  else if (logbook.isError) body = <Alert severity="error">{S.logbookFailed}</Alert>;
  else if (logbook.data.length === 0) body = <Typography>{S.logbookNone}</Typography>;
  else
    body = (
      <TableContainer>
        <Table size="small" aria-label={S.logbookTitle} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{columns.kind}</TableCell>
              <TableCell>{columns.when}</TableCell>
              <TableCell>{columns.location}</TableCell>
              <TableCell>{columns.note}</TableCell>
              <TableCell>{columns.recordedBy}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {logbook.data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{LOGBOOK_KIND_LABELS[entry.kind]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(logbookInstant(entry.occurredAt))}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.location}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {entry.description}
                </TableCell>
                <TableCell>{entry.recordedBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Box component="section" aria-labelledby="site-logbook-title" sx={{ mb: 3 }}>
      <Typography id="site-logbook-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {S.logbookTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {S.logbookIntro}
      </Typography>
      {body}
    </Box>
  );
}
