/**
 * Whether a document's text can be searched yet: 'Reading text…' while the server reads an upload
 * ('Reading scanned text… N%' while a scanned one is OCR'd in the background),
 * 'Text unreadable', 'Text partly read' or 'Scanned' with the server's note beside it; nothing once it is read.
 */
import type { DocumentTextStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BROWSE_STRINGS as S } from '../strings';

/** How the server's note on a scanned document read by OCR begins (processing-runner.ts). */
const OCR_NOTE_PREFIX = 'Read by OCR';

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
  // A scan whose text was read by OCR: said as such (the note gives its text quality), not 'partly read'.
  const readByOcr = status === 'ready' && note?.startsWith(OCR_NOTE_PREFIX);
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={status === 'failed' ? 'warning' : 'default'}
        label={status === 'failed' ? S.textFailed : readByOcr ? S.textScanned : S.textPartial}
      />
      {note ? <Typography variant="caption">{note}</Typography> : null}
    </>
  );
}
