/**
 * A defect's photos as thumbnails, fetched with the session (the API's paths need the token) and shown
 * through object URLs released when the page goes; a tap shows one large.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchPortalFile } from '../api/portal-files';
import { P } from '../strings';
import { PhotoViewerDialog } from './photo-viewer-dialog';

/** The photo's object URL once fetched; 'failed' when it could not be. */
function usePhotoUrl(url: string): string | null | 'failed' {
  const [src, setSrc] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let active = true;
    let made: string | null = null;
    fetchPortalFile(url)
      .then((blob) => {
        if (!active) return;
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch(() => active && setSrc('failed'));
    return () => {
      active = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src;
}

function Thumb({ url, label }: { url: string; label: string }) {
  const src = usePhotoUrl(url);
  const [open, setOpen] = useState(false);
  const box = {
    width: 96,
    height: 96,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    overflow: 'hidden',
  };
  if (src === null || src === 'failed')
    return (
      <Box component="li" sx={{ ...box, listStyle: 'none', p: 0.5 }}>
        <Typography variant="caption">{src === 'failed' ? P.site.photoUnavailable : label}</Typography>
      </Box>
    );
  return (
    <Box component="li" sx={{ ...box, listStyle: 'none' }}>
      <ButtonBase
        aria-label={P.site.enlarge(label)}
        onClick={() => setOpen(true)}
        sx={{
          width: '100%',
          height: '100%',
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </ButtonBase>
      {open ? <PhotoViewerDialog src={src} label={label} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}

export function DefectPhotos({ urls, of }: { urls: readonly string[]; of: string }) {
  if (urls.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, my: 1 }}>
      {urls.map((url, i) => (
        <Thumb key={url} url={url} label={P.site.photo(i + 1, of)} />
      ))}
    </Box>
  );
}
