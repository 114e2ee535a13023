/** A followed job's progress (202 answer): page N of M, the worker's stage, the percent and Cancel. */
import type { ProcessingJob } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCESSING_STRINGS as S } from '../strings';

export function JobProgress({
  job,
  cancelling,
  onCancel,
}: {
  job: ProcessingJob | undefined;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { page = 0, pages = 0, stage = '' } = job?.progress ?? {};
  const value = pages > 0 ? Math.min(100, Math.round((page / pages) * 100)) : 0;
  const queued = !job || job.status === 'queued';
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2">{queued ? S.queued : S.progressPages(page, pages)}</Typography>
        <Typography variant="body2" aria-hidden>
          {value}%
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={value} aria-label={S.progressLabel} sx={{ my: 1 }} />
      {stage ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {stage}
        </Typography>
      ) : null}
      <Button variant="outlined" color="warning" onClick={onCancel} disabled={cancelling} sx={{ mt: 1 }}>
        {S.cancel}
      </Button>
    </Box>
  );
}
