/** A site's visit history: date, kind, technician and registration, outcome, the report and certificate. */
import type { PortalVisit } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pdfName, showDate } from '../display';
import { P } from '../strings';
import { FileButton } from './file-button';

export function SiteVisits({ visits }: { visits: readonly PortalVisit[] }) {
  if (visits.length === 0) return <Typography color="text.secondary">{P.site.noVisits}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={P.site.visits}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {visits.map((visit) => {
        const date = showDate(visit.date);
        return (
          <Paper component="li" variant="outlined" key={visit.id} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography fontWeight={600}>{date}</Typography>
              <Typography>{visit.kindLabel}</Typography>
              {visit.outcome ? (
                <Chip
                  size="small"
                  color={visit.outcome === 'PASS' ? 'success' : 'error'}
                  label={P.site.outcome[visit.outcome]}
                  sx={{ color: 'rgba(0, 0, 0, 0.87)', fontWeight: 500 }}
                />
              ) : null}
            </Box>
            {visit.technicianName ? (
              <Typography variant="body2" color="text.secondary">
                {visit.technicianRegistration
                  ? `${visit.technicianName} · ${P.site.registration(visit.technicianRegistration)}`
                  : visit.technicianName}
              </Typography>
            ) : null}
            {visit.reportUrl || visit.certificateUrl ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {visit.reportUrl ? (
                  <FileButton
                    url={visit.reportUrl}
                    fileName={pdfName(`service-report-${visit.date.slice(0, 10)}`)}
                    label={P.site.report}
                    accessibleName={P.site.reportOf(date)}
                  />
                ) : null}
                {visit.certificateUrl ? (
                  <FileButton
                    url={visit.certificateUrl}
                    fileName={pdfName(`certificate-${visit.date.slice(0, 10)}`)}
                    label={P.site.certificate}
                    accessibleName={P.site.certificateOf(date)}
                  />
                ) : null}
              </Box>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}
