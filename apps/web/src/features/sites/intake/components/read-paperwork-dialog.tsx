/**
 * The site page's Read paperwork: choose or drop PDFs and photos (many at once), see how many and how
 * large, and send them; the review page of the new batch opens when they have arrived.
 */
import { INTAKE_LIMITS, INTAKE_MESSAGES, intakeBatchPath } from '@firebreak/shared';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useUploadIntake } from '../api/upload-intake';
import { formatBytes, I, INTAKE_ACCEPT } from '../strings';

const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

export function ReadPaperworkDialog({ siteId, onClose }: { siteId: string; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadIntake();
  const navigate = useNavigate();
  const titleId = useId();
  const busy = upload.isPending;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const tooMany = files.length > INTAKE_LIMITS.maxFiles;

  const add = (more: File[]) => {
    if (busy) return;
    setFiles((current) => {
      const seen = new Set(current.map(keyOf));
      return [...current, ...more.filter((file) => !seen.has(keyOf(file)))];
    });
  };

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || tooMany) return;
    setProgress(0);
    upload.mutate(
      { siteId, files, onProgress: setProgress },
      { onSuccess: (batch) => navigate(intakeBatchPath(siteId, batch.id)) },
    );
  };

  return (
    <FormDialog
      title={I.dialogTitle}
      titleId={titleId}
      onClose={() => {
        if (!busy) onClose();
      }}
      onSubmit={submit}
      busy={busy}
      error={
        upload.isError
          ? errorMessage(upload.error, I.uploadFailed)
          : tooMany
            ? INTAKE_MESSAGES.tooManyFiles
            : null
      }
      saveLabel={I.submit(files.length)}
      cancelLabel={I.cancel}
      saveDisabled={files.length === 0 || tooMany}
      cancelDisabledWhileBusy
      intro={
        <Typography variant="body2" color="text.secondary">
          {I.dialogIntro}
        </Typography>
      }
    >
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="intake-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'transparent',
          p: 2,
          textAlign: 'center',
        }}
      >
        <UploadFileIcon fontSize="large" color="primary" aria-hidden />
        <Typography>{I.dropZone}</Typography>
        <Typography variant="body2" color="text.secondary">
          {I.dropHint}
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy} sx={{ mt: 1 }}>
          {I.choose}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={INTAKE_ACCEPT}
          hidden
          aria-label={I.fileInput}
          data-testid="intake-file-input"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Box>
      {files.length > 0 ? (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography role="status" sx={{ flex: '1 1 auto' }}>
              {I.chosen(files.length, formatBytes(total))}
            </Typography>
            <Button size="small" onClick={() => setFiles([])} disabled={busy}>
              {I.clear}
            </Button>
          </Box>
          <Box
            component="ul"
            aria-label={I.chosenList}
            sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 200, overflowY: 'auto' }}
          >
            {files.map((file) => (
              <Box
                component="li"
                key={keyOf(file)}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
              >
                <Typography variant="body2" sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatBytes(file.size)}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={I.removeFile(file.name)}
                  disabled={busy}
                  onClick={() => setFiles((current) => current.filter((f) => f !== file))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      {busy ? (
        <Box>
          <Typography variant="body2" role="status">
            {I.uploading(progress)}
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={I.uploading(progress)} />
        </Box>
      ) : null}
    </FormDialog>
  );
}
