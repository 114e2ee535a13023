/**
 * A button that downloads one of the portal's files with the session (a plain link would not carry the
 * token); a failure is said beside it, as the server said it.
 */
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { downloadPortalFile } from '../api/portal-files';

export const DOWNLOAD_FAILED = 'The file could not be downloaded.';

export function FileButton({
  url,
  fileName,
  label,
  accessibleName,
  variant = 'outlined',
}: {
  url: string;
  fileName: string;
  label: string;
  /** A longer name for assistive technology, starting with the visible label. */
  accessibleName?: string;
  variant?: 'outlined' | 'text' | 'contained';
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function download() {
    setBusy(true);
    setError('');
    try {
      await downloadPortalFile(url, fileName);
    } catch (caught) {
      setError(errorMessage(caught, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={<Download />}
        disabled={busy}
        aria-label={accessibleName}
        onClick={() => void download()}
        sx={{ minHeight: 40 }}
      >
        {label}
      </Button>
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </>
  );
}
