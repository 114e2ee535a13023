/** A 6 s toast at bottom right (spec §2 Documents page). */
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

export function useToast() {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback((text: string) => setMessage(text), []);
  const toast = (
    <Snackbar
      open={message !== null}
      autoHideDuration={6000}
      onClose={(_, reason) => {
        // The 6 s lifetime decides; a click elsewhere (e.g. the download link) must not close it.
        if (reason !== 'clickaway') setMessage(null);
      }}
      message={message}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />
  );
  return { show, toast };
}
