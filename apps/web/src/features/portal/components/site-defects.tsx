/** A site's open defects: severity, what is wrong and where, the photos, and the quote pricing the repair. */
import { PATHS, type PortalDefect } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { money, showDate } from '../display';
import { P } from '../strings';
import { DefectPhotos } from './defect-photos';
import { SeverityChip } from './severity-chip';

export function SiteDefects({ defects }: { defects: readonly PortalDefect[] }) {
  if (defects.length === 0) return <Typography color="text.secondary">{P.site.noDefects}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={P.site.defects}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {defects.map((defect) => (
        <Paper component="li" variant="outlined" key={defect.id} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <SeverityChip severity={defect.severity} />
            {defect.assetLabel ? <Typography fontWeight={500}>{defect.assetLabel}</Typography> : null}
            <Typography variant="body2" color="text.secondary">
              {P.site.raisedOn(showDate(defect.raisedOn))}
            </Typography>
          </Box>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {defect.description}
          </Typography>
          <DefectPhotos urls={defect.photoUrls} of={defect.assetLabel ?? defect.description.slice(0, 60)} />
          {defect.quote ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mt: 0.5 }}>
              <Typography variant="body2">
                {P.site.quoted(defect.quote.number, money(defect.quote.total))}
              </Typography>
              <Link component={RouterLink} to={PATHS.portalQuotes} variant="body2">
                {P.site.seeQuote}
              </Link>
            </Box>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
