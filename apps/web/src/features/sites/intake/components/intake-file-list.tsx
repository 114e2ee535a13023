/**
 * The batch's files: each with its status, its kind once read, a bar while reading and the reason when
 * it could not be read. A wide screen lists them beside the review; a phone chooses one from a select.
 */
import {
  INTAKE_FILE_STATUS_LABELS,
  type IntakeFile,
  type IntakeFileStatus,
  PAPER_KIND_LABELS,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { I } from '../strings';

const STATUS_COLOURS: Record<IntakeFileStatus, ChipProps['color']> = {
  QUEUED: 'default',
  READING: 'info',
  PROPOSED: 'warning',
  FAILED: 'error',
  ACCEPTED: 'success',
  REJECTED: 'default',
};

export function StatusChip({ status }: { status: IntakeFileStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'REJECTED' || status === 'QUEUED' ? 'outlined' : 'filled'}
      label={INTAKE_FILE_STATUS_LABELS[status]}
    />
  );
}

export function FileChips({ file }: { file: IntakeFile }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <StatusChip status={file.status} />
      {file.kind ? (
        <Chip size="small" variant="outlined" label={file.kindLabel ?? PAPER_KIND_LABELS[file.kind]} />
      ) : null}
    </Box>
  );
}

export function ReadingBar({ file }: { file: IntakeFile }) {
  if (file.status !== 'READING' && file.status !== 'QUEUED') return null;
  return (
    <LinearProgress
      sx={{ mt: 0.5 }}
      variant={file.status === 'READING' ? 'determinate' : 'indeterminate'}
      value={file.progress}
      aria-label={I.readingProgress(file.fileName)}
    />
  );
}

type Props = { files: readonly IntakeFile[]; selected: string | null; onSelect: (fileId: string) => void };

export function IntakeFileList({ files, selected, onSelect }: Props) {
  return (
    <List aria-label={I.filesLabel} dense disablePadding>
      {files.map((file) => (
        <ListItem key={file.id} disablePadding>
          <ListItemButton
            selected={file.id === selected}
            aria-current={file.id === selected ? 'true' : undefined}
            onClick={() => onSelect(file.id)}
            sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography
              variant="body2"
              sx={{ overflowWrap: 'anywhere', fontWeight: file.id === selected ? 600 : 400 }}
            >
              {file.fileName}
            </Typography>
            <FileChips file={file} />
            <ReadingBar file={file} />
            {file.status === 'FAILED' && file.error ? (
              <Typography variant="caption" color="error" component="p">
                {file.error}
              </Typography>
            ) : null}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export function IntakeFileSelect({ files, selected, onSelect }: Props) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={I.fileSelect}
      value={selected ?? ''}
      onChange={(event) => onSelect(event.target.value)}
    >
      {files.map((file) => (
        <MenuItem key={file.id} value={file.id}>
          {`${file.fileName} (${INTAKE_FILE_STATUS_LABELS[file.status]})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
