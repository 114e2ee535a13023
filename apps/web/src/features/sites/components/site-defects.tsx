/**
 * The site's open defects (History tab), by the visit that found them: severity, what was found, on
 * which asset, and the quote pricing it. The office turns a visit's defects into a quote in one step
 * ('Quote the defects', issue 17) and marks a defect put right; a defect is also put right when the
 * project its quote became is completed.
 */
import {
  type Asset,
  boqQuotePath,
  DEFECT_SEVERITY_LABELS,
  type Defect,
  type DefectSeverity,
  formatShortDate,
  visitPath,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { DefectQuoteDialog } from '@/components/defect-quote-dialog/defect-quote-dialog';
import { ToneChip } from '@/components/project-chips';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useOpenDefects } from '../api/get-site-defects';
import { useResolveDefect } from '../api/resolve-defect';
import { S } from '../strings';

const TONES: Record<DefectSeverity, 'error' | 'warning' | 'default'> = {
  CRITICAL: 'error',
  MAJOR: 'warning',
  MINOR: 'default',
};

export function SiteDefects({ siteId, assets }: { siteId: string; assets: readonly Asset[] }) {
  const defects = useOpenDefects(siteId);
  const can = useCan();
  const [quoting, setQuoting] = useState<string | null>(null);
  const [resolving, setResolving] = useState<Defect | null>(null);
  const resolve = useResolveDefect(siteId);
  const assetLabel = (id: string | null) => {
    const asset = id ? assets.find((a) => a.id === id) : undefined;
    if (!asset) return S.defectSiteWide;
    return [asset.typeLabel, asset.serial, asset.location].filter(Boolean).join(' · ');
  };
  // By visit, the visit with the newest defect first (the list arrives newest first).
  const groups = useMemo(() => {
    const byVisit = new Map<string, Defect[]>();
    for (const defect of defects.data ?? [])
      byVisit.set(defect.visitId, [...(byVisit.get(defect.visitId) ?? []), defect]);
    return [...byVisit.entries()];
  }, [defects.data]);

  let body: React.ReactNode;
  if (defects.isPending) body = <SectionSpinner label={S.defectsLoading} />;
  else if (defects.isError) body = <Alert severity="error">{S.defectsFailed}</Alert>;
  else if (defects.data.length === 0) body = <Typography>{S.defectsNone}</Typography>;
  else
    body = groups.map(([visitId, list]) => {
      const oldest = list[list.length - 1] as Defect;
      const unquoted = list.filter((defect) => !defect.quoteId).length;
      const headingId = `defects-visit-${visitId}`;
      return (
        <Box key={visitId} component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mr: 'auto' }}>
              {S.defectsOfVisit(formatShortDate(oldest.createdAt), list.length)}
            </Typography>
            <Link component={RouterLink} to={visitPath(visitId)}>
              {S.defectVisit}
            </Link>
            {can('quotes.create') && unquoted > 0 ? (
              <Button size="small" variant="outlined" onClick={() => setQuoting(visitId)}>
                {S.quoteDefects}
              </Button>
            ) : null}
          </Box>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
            {list.map((defect) => (
              <Paper
                key={defect.id}
                component="li"
                variant="outlined"
                sx={{ listStyle: 'none', p: 1.5, overflowWrap: 'anywhere' }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <ToneChip tone={TONES[defect.severity]} label={DEFECT_SEVERITY_LABELS[defect.severity]} />
                  <Typography variant="body2" color="text.secondary">
                    {S.defectFound(formatShortDate(defect.createdAt))}
                  </Typography>
                  {defect.quoteId ? (
                    <Link component={RouterLink} to={boqQuotePath(defect.quoteId)} variant="body2">
                      {S.defectOnQuote(defect.quoteNumber ?? '')}
                    </Link>
                  ) : null}
                </Box>
                <Typography sx={{ mt: 0.5 }}>{defect.description}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                    {assetLabel(defect.assetId)}
                  </Typography>
                  {can('visits.schedule') ? (
                    <Button size="small" onClick={() => setResolving(defect)}>
                      {S.defectResolve}
                    </Button>
                  ) : null}
                </Box>
              </Paper>
            ))}
          </Box>
        </Box>
      );
    });

  return (
    <Box component="section" aria-labelledby="site-defects" sx={{ mb: 3 }}>
      <Typography id="site-defects" variant="h6" component="h2" sx={{ mb: 1 }}>
        {S.defectsTitle}
      </Typography>
      {body}
      {quoting ? <DefectQuoteDialog visitId={quoting} onClose={() => setQuoting(null)} /> : null}
      {resolving ? (
        <ConfirmDialog
          title={S.defectResolveTitle}
          text={S.defectResolveText(resolving.description)}
          confirmLabel={S.defectResolve}
          pending={resolve.isPending}
          error={resolve.isError ? errorMessage(resolve.error, S.defectResolveFailed) : null}
          onConfirm={() => resolve.mutate(resolving, { onSuccess: () => setResolving(null) })}
          onClose={() => {
            resolve.reset();
            setResolving(null);
          }}
        />
      ) : null}
    </Box>
  );
}
