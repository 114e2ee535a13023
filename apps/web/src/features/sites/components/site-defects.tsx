/**
 * The site's open defects (History tab): severity, what was found, on which asset and visit. They
 * stay open until put right; issue 17 turns them into a quote.
 */
import {
  type Asset,
  DEFECT_SEVERITY_LABELS,
  type DefectSeverity,
  formatShortDate,
  visitPath,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/project-chips';
import { SectionSpinner } from '@/components/section-spinner';
import { openDefectsQueryOptions } from '../api/get-site-defects';
import { S } from '../strings';

const TONES: Record<DefectSeverity, 'error' | 'warning' | 'default'> = {
  CRITICAL: 'error',
  MAJOR: 'warning',
  MINOR: 'default',
};

export function SiteDefects({ siteId, assets }: { siteId: string; assets: readonly Asset[] }) {
  const defects = useQuery(openDefectsQueryOptions(siteId));
  const assetLabel = (id: string | null) => {
    const asset = id ? assets.find((a) => a.id === id) : undefined;
    if (!asset) return S.defectSiteWide;
    return [asset.typeLabel, asset.serial, asset.location].filter(Boolean).join(' · ');
  };

  let body: React.ReactNode;
  if (defects.isPending) body = <SectionSpinner label={S.defectsLoading} />;
  else if (defects.isError) body = <Alert severity="error">{S.defectsFailed}</Alert>;
  else if (defects.data.length === 0) body = <Typography>{S.defectsNone}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {defects.data.map((defect) => (
          <Paper
            key={defect.id}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 1.5, overflowWrap: 'anywhere' }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <ToneChip tone={TONES[defect.severity]} label={DEFECT_SEVERITY_LABELS[defect.severity]} />
              <Typography variant="body2" color="text.secondary">
                {S.defectFound(formatShortDate(defect.createdAt.slice(0, 10)))}
              </Typography>
            </Box>
            <Typography sx={{ mt: 0.5 }}>{defect.description}</Typography>
            <Typography variant="body2" color="text.secondary">
              {assetLabel(defect.assetId)} ·{' '}
              <Link component={RouterLink} to={visitPath(defect.visitId)}>
                {S.defectVisit}
              </Link>
            </Typography>
          </Paper>
        ))}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby="site-defects" sx={{ mb: 3 }}>
      <Typography id="site-defects" variant="h6" component="h2" sx={{ mb: 1 }}>
        {S.defectsTitle}
      </Typography>
      {body}
    </Box>
  );
}
