/** 'Export Reports': downloads the projects and the metrics as CSV, one button each (a user gesture each). */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { downloadReport, type ReportName } from '../api/download-report';
import { EXPORT_STRINGS as S } from '../strings';

type ExportReportsDialogProps = {
  open: boolean;
  onClose: () => void;
  onDownloaded: (message: string) => void;
};

export function ExportReportsDialog({ open, onClose, onDownloaded }: ExportReportsDialogProps) {
  const titleId = useId();
  const download = useMutation({
    mutationFn: downloadReport,
    onSuccess: (fileName) => onDownloaded(S.done(fileName)),
  });
  const button = (name: ReportName, label: string) => (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      disabled={download.isPending}
      onClick={() => download.mutate(name)}
    >
      {label}
    </Button>
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{S.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{S.body}</DialogContentText>
        {download.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {S.failed}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {button('projects', S.projects)}
          {button('metrics', S.metrics)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
