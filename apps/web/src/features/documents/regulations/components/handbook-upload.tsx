/**
 * Administrators only: replace the handbook with a PDF (checked here as PDF only and at most 100 MB,
 * spec §5 PDF upload) and restore the previous one. The server checks everything again.
 */
import { HANDBOOK_LIMITS, HANDBOOK_MESSAGES } from '@firebreak/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useHandbookStatus, useRollBackHandbook, useUploadHandbook } from '../api/handbook-admin';
import { REGULATIONS_STRINGS as S } from '../strings';

type Feedback = { severity: 'success' | 'error'; text: string } | null;

export function isAcceptablePdf(file: File): boolean {
  const named = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  return named && file.size > 0 && file.size <= HANDBOOK_LIMITS.uploadMaxBytes;
}

export function HandbookUpload() {
  const status = useHandbookStatus(true);
  const upload = useUploadHandbook();
  const rollBack = useRollBackHandbook();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFeedback(null);
    if (chosen && !isAcceptablePdf(chosen)) {
      setFile(null);
      setFeedback({
        severity: 'error',
        text:
          chosen.size > HANDBOOK_LIMITS.uploadMaxBytes
            ? HANDBOOK_MESSAGES.tooLarge
            : HANDBOOK_MESSAGES.pdfOnly,
      });
      return;
    }
    setFile(chosen);
  }

  async function send() {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(file);
      setFeedback({ severity: 'success', text: S.uploaded(result.title, result.totalPages) });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error, S.uploadFailed) });
    }
  }

  async function restore() {
    try {
      const result = await rollBack.mutateAsync();
      setFeedback({ severity: 'success', text: S.rolledBack(result.title) });
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error, S.uploadFailed) });
    }
  }

  const current = status.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="handbook-admin-title" sx={{ p: 3, mb: 3 }}>
      <Typography id="handbook-admin-title" component="h3" variant="h6" gutterBottom>
        {S.adminTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {S.adminIntro}
      </Typography>
      {current ? (
        <Typography sx={{ mb: 2 }}>
          {S.adminCurrent(current.title, current.source === 'builtin' ? S.sourceBuiltin : S.sourceUploaded)}
        </Typography>
      ) : null}
      {feedback ? (
        <Alert severity={feedback.severity} sx={{ mb: 2 }}>
          {feedback.text}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
        >
          {S.chooseFile}
          <input
            ref={input}
            hidden
            type="file"
            accept="application/pdf,.pdf"
            onChange={choose}
            data-testid="handbook-file"
          />
        </Button>
        {file ? <Typography>{file.name}</Typography> : null}
        <Button variant="contained" onClick={send} disabled={!file || upload.isPending}>
          {upload.isPending ? S.uploading : S.upload}
        </Button>
        {upload.isPending ? <CircularProgress size={24} aria-label={S.uploading} /> : null}
        {current?.canRollBack ? (
          <Button color="warning" onClick={restore} disabled={rollBack.isPending || upload.isPending}>
            {S.rollBack}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
