/**
 * /visits/:id (issue 16, part 2b; docs/decisions/0067): a technician's visit on the phone. Header,
 * sync line, one card per asset (checklist, readings, notes, photos), defects, the client's
 * signature and Finish visit. Every change goes to the outbox on the phone first and is shown at
 * once; the sync loop sends it when there is a connection.
 */

import { PATHS } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DefectQuoteDialog } from '@/components/defect-quote-dialog/defect-quote-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage, httpStatus } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { useCan } from '@/lib/session/use-can';
import { usePageTitle } from '@/lib/use-page-title';
import { useVisitWork } from '../hooks/use-visit-work';
import { W } from '../strings';
import { AssetCard } from './asset-card';
import { ChargesSection } from './charges-section';
import { DefectsSection } from './defects-section';
import { FinishSection } from './finish-section';
import { LogbookSinceVisit } from './logbook-since-visit';
import { SIGN_OFF_ANCHOR } from './my-day-card';
import { SignatureSection } from './signature-section';
import { SyncStatus } from './sync-status';
import { VisitHeader } from './visit-header';

function VisitWork({ visitId, userId }: { visitId: string; userId: string }) {
  const work = useVisitWork(visitId, userId);
  const removePhoto = (photoId: string) => void work.record({ kind: 'deletePhoto', photoId });
  const { view } = work;
  const can = useCan();
  const [quoting, setQuoting] = useState(false);
  usePageTitle(view ? W.title(view.detail.siteName) : W.loading);
  // Opened from My day's Finish: straight to the signature and Finish visit.
  const { hash } = useLocation();
  const shown = Boolean(view);
  useEffect(() => {
    if (shown && hash === `#${SIGN_OFF_ANCHOR}`) document.getElementById(SIGN_OFF_ANCHOR)?.scrollIntoView?.();
  }, [shown, hash]);
  if (!view) {
    if (work.loading) return <SectionSpinner label={W.loading} />;
    // An answer (not found, not yours) says why; no answer means the phone never kept this visit.
    const text = httpStatus(work.loadError) ? errorMessage(work.loadError, W.loadFailed) : W.loadFailed;
    return <Alert severity="error">{text}</Alert>;
  }
  const closed = view.detail.status === 'COMPLETED' || view.detail.status === 'CANCELLED';
  const readOnly = closed || view.finishing;
  // The office prices a done visit's open defects not yet on a quote.
  const quotable =
    view.detail.status === 'COMPLETED' &&
    can('quotes.create') &&
    view.detail.work.defects.some((d) => d.status === 'OPEN' && !d.quoteId);
  return (
    <>
      <VisitHeader detail={view.detail} />
      <LogbookSinceVisit entries={view.detail.work.logbookSinceLastVisit} />
      <SyncStatus
        ops={work.ops}
        sync={work.sync}
        onDiscard={work.discard}
        onDiscardAll={work.discardAll}
        onRetry={work.retryNow}
      />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {W.assetsHeading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {view.detail.assets.map((asset, i) => (
          <AssetCard
            key={asset.id}
            asset={asset}
            result={view.results[asset.id]}
            photos={view.photos.filter((p) => p.assetId === asset.id && !p.defectId)}
            defaultExpanded={i === 0}
            readOnly={readOnly}
            onSave={(payload) => void work.record({ kind: 'result', assetId: asset.id, payload })}
            onPhoto={(photo) =>
              void work.record({
                kind: 'photo',
                photoId: crypto.randomUUID(),
                fields: { assetId: asset.id },
                photo,
              })
            }
            onRemovePhoto={removePhoto}
          />
        ))}
      </Box>
      <DefectsSection
        assets={view.detail.assets}
        defects={view.defects}
        photos={view.photos}
        readOnly={readOnly}
        onAdd={async (payload, photo) => {
          const defectId = crypto.randomUUID();
          await work.record({ kind: 'defect', defectId, payload });
          if (photo) {
            const fields = payload.assetId ? { defectId, assetId: payload.assetId } : { defectId };
            await work.record({ kind: 'photo', photoId: crypto.randomUUID(), fields, photo });
          }
        }}
        onRemove={(defectId) => void work.record({ kind: 'deleteDefect', defectId })}
        onRemovePhoto={removePhoto}
        quoteAction={
          quotable ? (
            <Button variant="outlined" sx={{ mt: 1, minHeight: 48 }} onClick={() => setQuoting(true)}>
              {W.quoteDefects}
            </Button>
          ) : null
        }
      />
      {quoting ? <DefectQuoteDialog visitId={visitId} onClose={() => setQuoting(false)} /> : null}
      <Box id={SIGN_OFF_ANCHOR} sx={{ scrollMarginTop: 72 }}>
        <SignatureSection
          key={view.signature ? 'signed' : 'unsigned'}
          signature={view.signature}
          readOnly={readOnly}
          onSign={(payload) => void work.record({ kind: 'signature', payload })}
        />
        <FinishSection view={view} onFinish={() => void work.record({ kind: 'complete' })} />
      </Box>
      <ChargesSection detail={view.detail} />
    </>
  );
}

export default function VisitWorkPage() {
  const { id = '' } = useParams();
  // The phone's copy is the signed-in person's own (decision 0075): nothing is read before they are known.
  const { user } = useAuth();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={PATHS.visits}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48 }}
      >
        {W.back}
      </Link>
      {user ? (
        <VisitWork key={`${user.id}:${id}`} visitId={id} userId={user.id} />
      ) : (
        <SectionSpinner label={W.loading} />
      )}
    </Box>
  );
}
