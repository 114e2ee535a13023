/**
 * One site on the portal's Sites page: coloured by its worst open defect (none: its standing's colour),
 * with its standing and why, the next visit due, the last visit done and the open defects.
 */
import { type PortalSite, portalSitePath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ComplianceChip } from '@/components/project-chips';
import { showDate, siteColour } from '../display';
import { P } from '../strings';
import { SeverityChip } from './severity-chip';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

export function SiteCard({ site, showClient }: { site: PortalSite; showClient: boolean }) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, borderLeft: 6, borderLeftColor: siteColour(site), height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
        <Typography
          variant="h6"
          component="h2"
          id={titleId}
          sx={{ flex: 1, minWidth: 0, fontSize: '1.1rem' }}
        >
          <Link component={RouterLink} to={portalSitePath(site.id)} sx={{ overflowWrap: 'anywhere' }}>
            {site.name}
          </Link>
        </Typography>
        <ComplianceChip status={site.standing} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {site.address}
      </Typography>
      {showClient ? (
        <Typography variant="body2" color="text.secondary">
          {site.clientName}
        </Typography>
      ) : null}
      {site.standing === 'NON_COMPLIANT' && site.reasons.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {site.reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 1.5 }}>
        <Figure label={P.sites.nextVisit} value={showDate(site.nextVisitDue)} />
        <Figure label={P.sites.lastVisit} value={showDate(site.lastVisitDone)} />
        <Figure label={P.sites.openDefects} value={String(site.openDefects)} />
      </Box>
      {site.worstDefect ? (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" component="span">
            {P.sites.worstDefect}
          </Typography>
          <SeverityChip severity={site.worstDefect} />
        </Box>
      ) : null}
    </Paper>
  );
}
