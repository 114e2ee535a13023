/** Step 0 (§5 PDF upload): a keyboard-usable drop zone and a 'Choose PDF' button for one PDF. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { PROCESSING_STRINGS as S } from '../strings';

export function DropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const choose = () => input.current?.click();

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="pdf-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: dragging ? 'action.hover' : 'transparent',
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
      }}
    >
      <Box
        component="button"
        type="button"
        disabled={disabled}
        onClick={choose}
        sx={{
          all: 'unset',
          cursor: 'pointer',
          display: 'block',
          width: '100%',
          borderRadius: 1,
          py: 2,
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <UploadFileIcon fontSize="large" color="primary" aria-hidden />
        <Typography>{S.dropZone}</Typography>
        <Typography variant="body2" color="text.secondary">
          {S.dropHint}
        </Typography>
      </Box>
      <Button variant="contained" onClick={choose} disabled={disabled} sx={{ mt: 1 }}>
        {S.choosePdf}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        aria-label={S.fileInput}
        data-testid="pdf-file-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Box>
  );
}
