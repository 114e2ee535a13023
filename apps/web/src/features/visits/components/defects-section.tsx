/** The visit's defects: the list (with their photos), Add a defect, and Remove for each. */
import { DEFECT_SEVERITY_LABELS, type DefectInput, type VisitDetail } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type { DefectView, PhotoView, StoredPhoto } from '../offline/outbox';
import { W } from '../strings';
import { DefectDialog } from './defect-dialog';
import { PhotoThumbs } from './photo-strip';

type Props = {
  assets: VisitDetail['assets'];
  defects: readonly DefectView[];
  photos: readonly PhotoView[];
  readOnly: boolean;
  onAdd: (input: DefectInput, photo: StoredPhoto | null) => void;
  onRemove: (defectId: string) => void;
  onRemovePhoto: (photoId: string) => void;
  /** 'Quote the defects' for the office once the visit is done (issue 17). */
  quoteAction?: ReactNode;
};

export function DefectsSection({
  assets,
  defects,
  photos,
  readOnly,
  onAdd,
  onRemove,
  onRemovePhoto,
  quoteAction,
}: Props) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const assetName = (id: string | null) => {
    const a = assets.find((x) => x.id === id);
    return a ? [a.typeLabel, a.serial].filter(Boolean).join(' ') : W.noAsset;
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {W.defectsHeading}
      </Typography>
      {defects.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {W.noDefects}
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {defects.map((d) => (
            <Box
              component="li"
              key={d.id}
              sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography component="p" variant="subtitle2">
                {DEFECT_SEVERITY_LABELS[d.severity]}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {d.description}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {assetName(d.assetId)}
                {d.pending ? ` · ${W.waitingBadge}` : ''}
              </Typography>
              <PhotoThumbs
                photos={photos.filter((p) => p.defectId === d.id)}
                onRemove={readOnly ? undefined : onRemovePhoto}
              />
              {readOnly ? null : (
                <Button
                  color="warning"
                  sx={{ minHeight: 48 }}
                  aria-label={W.removeDefect(d.description)}
                  onClick={() => onRemove(d.id)}
                >
                  {W.remove}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {readOnly ? null : (
        <Button variant="outlined" sx={{ mt: 1, minHeight: 48 }} onClick={() => setAdding(true)}>
          {W.addDefect}
        </Button>
      )}
      {quoteAction}
      {adding ? (
        <DefectDialog
          assets={assets}
          onClose={() => setAdding(false)}
          onAdd={(input, photo) => {
            setAdding(false);
            onAdd(input, photo);
          }}
        />
      ) : null}
    </Paper>
  );
}
