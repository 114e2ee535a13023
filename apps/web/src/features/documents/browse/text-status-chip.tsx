/**
 * Whether a document's text can be searched yet: 'Reading text…' while the server reads an upload
 * ('Reading scanned text… N%' while a scanned one is OCR'd in the background),
 * 'Text unreadable' or 'Text partly read' with the server's reason beside it; nothing once it is read.
 */
import type { DocumentTextStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BROWSE_STRINGS as S } from './strings';

export function TextStatusChip({
  status,
  note,
  progress = null,
}: {
  status: DocumentTextStatus;
  note: string | null;
  progress?: number | null;
}) {
  if (status === 'pending')
    return (
      <Chip
        size="small"
        variant="outlined"
        label={progress === null ? S.textPending : S.textOcrProgress(progress)}
      />
    );
  if (status === 'ready' && !note) return null;
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={status === 'failed' ? 'warning' : 'default'}
        label={status === 'failed' ? S.textFailed : S.textPartial}
      />
      {note ? <Typography variant="caption">{note}</Typography> : null}
    </>
  );
}
