/**
 * 'Add a photo' for a fault report: on a phone it opens the camera (capture="environment"), elsewhere
 * the file picker. A file that is not a JPEG, PNG or WebP image, or larger than the app's limit for a
 * photo (VISIT_WORK_LIMITS.photoMaxBytes), is refused here with the reason; the chosen one is previewed.
 */
import { VISIT_WORK_LIMITS } from '@firebreak/shared';
import Delete from '@mui/icons-material/Delete';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { P } from '../strings';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The reason a file cannot be sent as the photo, or null when it can. */
export function photoRefusal(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return P.requests.photoNotImage;
  if (file.size > VISIT_WORK_LIMITS.photoMaxBytes) return P.requests.photoTooLarge;
  return null;
}

export function PhotoField({
  photo,
  onChange,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [photo]);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          sx={{ minHeight: 48 }}
          onClick={() => input.current?.click()}
        >
          {photo ? P.requests.photoChange : P.requests.photo}
        </Button>
        {photo ? (
          <Button
            color="inherit"
            startIcon={<Delete />}
            sx={{ minHeight: 48 }}
            onClick={() => onChange(null)}
          >
            {P.requests.photoRemove}
          </Button>
        ) : null}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={P.requests.photo}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refusal = photoRefusal(file);
          setError(refusal ?? '');
          if (!refusal) onChange(file);
        }}
      />
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
      {photo && preview ? (
        <Box
          component="img"
          src={preview}
          alt={P.requests.photoPreview}
          sx={{ display: 'block', mt: 1, maxWidth: 240, maxHeight: 240, borderRadius: 1 }}
        />
      ) : null}
    </Box>
  );
}
