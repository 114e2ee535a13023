/** The site page's Paperwork: the batches read into this site, newest first, each opening its review. */
import { formatShortDate, intakeBatchPath } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionSpinner } from '@/components/section-spinner';
import { useSiteIntake } from '../api/get-site-intake';
import { I } from '../strings';

export function SitePaperwork({ siteId }: { siteId: string }) {
  const query = useSiteIntake(siteId);
  const headingId = `site-paperwork-${siteId}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {I.paperworkTitle}
      </Typography>
      {query.isPending ? <SectionSpinner label={I.paperworkLoading} /> : null}
      {query.isError ? <Alert severity="error">{I.paperworkFailed}</Alert> : null}
      {query.data?.length === 0 ? <Typography color="text.secondary">{I.noPaperwork}</Typography> : null}
      {query.data && query.data.length > 0 ? (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {query.data.map((batch) => (
            <Box
              component="li"
              key={batch.id}
              sx={{
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
              }}
            >
              <Link component={RouterLink} to={intakeBatchPath(siteId, batch.id)} sx={{ flex: '0 0 auto' }}>
                {I.openBatch(formatShortDate(batch.createdAt))}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px' }}>
                {I.counts(batch.counts)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
