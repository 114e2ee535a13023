/** 'Stats' (§2, §3 processing statistics): the totals and at most 10 recent runs. */
import { formatDateTime, PROCESSING_LIMITS, type ProcessingStats } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDuration } from '../format';
import { PROCESSING_STRINGS as S } from '../strings';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function StatsDialog({ stats, onClose }: { stats: ProcessingStats | undefined; onClose: () => void }) {
  const recent = stats?.recentProcessing.slice(0, PROCESSING_LIMITS.recentRuns) ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="processing-stats-title">
      <DialogTitle id="processing-stats-title">{S.statsTitle}</DialogTitle>
      <DialogContent>
        {stats ? (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
                gap: 2,
                mb: 2,
              }}
            >
              <Figure label={S.totalProcessed} value={String(stats.totalProcessed)} />
              <Figure label={S.successful} value={String(stats.successful)} />
              <Figure label={S.averageProcessingTime} value={formatDuration(stats.averageProcessingTime)} />
              <Figure label={S.ocrUsageRate} value={`${Math.round(stats.ocrUsageRate)}%`} />
            </Box>
            <Typography variant="subtitle1" component="h3">
              {S.recentProcessing}
            </Typography>
            {recent.length ? (
              <List dense aria-label={S.recentProcessing}>
                {recent.map((run) => (
                  <ListItem key={run.jobId} disableGutters divider>
                    <ListItemText
                      primary={run.fileName}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      secondary={[
                        run.method ?? '—',
                        run.processingTime === null ? null : formatDuration(run.processingTime),
                        formatDateTime(run.timestamp),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                    <Chip
                      size="small"
                      sx={{ ml: 1 }}
                      color={run.status === 'completed' ? 'success' : 'default'}
                      label={run.status}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography variant="body2">{S.noRecent}</Typography>
            )}
          </>
        ) : (
          <Alert severity="info">{S.statsFailed}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
