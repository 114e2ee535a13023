/**
 * Photos of an asset or a defect: thumbnails (from the phone's copy while waiting, else fetched from
 * the server with the session) and a camera input. The chosen file is checked for type and size
 * before it is queued; the server resizes it and strips its location data.
 */
import { VISIT_WORK_LIMITS } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fetchBlob } from '../api/visit-work';
import type { PhotoView, StoredPhoto } from '../offline/outbox';
import { W } from '../strings';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A file's bytes through FileReader, which every browser (and the test DOM) has. */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** The file as the outbox keeps it, or the message that refuses it. */
export async function readPhoto(file: File): Promise<StoredPhoto | string> {
  if (!PHOTO_TYPES.includes(file.type)) return W.photoNotImage;
  if (file.size > VISIT_WORK_LIMITS.photoMaxBytes) return W.photoTooLarge;
  return { bytes: await bytesOf(file), type: file.type, name: file.name || 'photo.jpg' };
}

/** An object URL for a Blob, released when it changes or the component goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

function Thumb({ photo, label, children }: { photo: PhotoView; label: string; children?: ReactNode }) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (photo.local) {
      setBlob(new Blob([photo.local.bytes], { type: photo.local.type }));
      return;
    }
    if (!photo.url) return;
    let active = true;
    fetchBlob(photo.url)
      .then((b) => active && setBlob(b))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [photo.local, photo.url]);
  const src = useObjectUrl(blob);
  return (
    <Box
      component="li"
      sx={{
        width: 96,
        height: 96,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Typography variant="caption" sx={{ p: 0.5, display: 'block' }}>
          {failed ? W.photoUnavailable : label}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** The photos taken so far; with `onRemove`, each has a Remove button (a photo taken in error). */
export function PhotoThumbs({
  photos,
  onRemove,
}: {
  photos: readonly PhotoView[];
  onRemove?: ((photoId: string) => void) | undefined;
}) {
  if (photos.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, my: 1 }}>
      {photos.map((photo, i) => {
        const label = photo.caption || W.photoAlt(i + 1);
        return (
          <Thumb key={photo.id} photo={photo} label={label}>
            {onRemove ? (
              <IconButton
                aria-label={W.removePhoto(label)}
                onClick={() => onRemove(photo.id)}
                // In the thumbnail's corner, not over its middle: 36 px (above the 24 px a target needs).
                size="small"
                sx={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  width: 36,
                  height: 36,
                  color: '#fff',
                  bgcolor: 'rgba(0, 0, 0, 0.6)',
                  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            ) : null}
          </Thumb>
        );
      })}
    </Box>
  );
}

/**
 * A camera button; `onPhoto` gets the file ready for the outbox. The file input itself is not shown
 * (a label styled as a button around it would nest one control in another): the button opens it.
 */
export function PhotoInput({ label, onPhoto }: { label: string; onPhoto: (photo: StoredPhoto) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  return (
    <Box sx={{ my: 1 }}>
      <Button
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        sx={{ minHeight: 48 }}
        aria-label={label}
        onClick={() => input.current?.click()}
      >
        {W.addPhoto}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const read = await readPhoto(file);
          if (typeof read === 'string') setError(read);
          else {
            setError('');
            onPhoto(read);
          }
        }}
      />
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
