/**
 * A standard's versions, newest first: edition, pages, when and by whom it was added, the PDF, and
 * for an earlier one 'Make current' (the roll-back). Administrators add a new version from here.
 */
import { formatShortDate, type StandardSummary, standardPath } from '@firebreak/shared';
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
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useStandardVersions } from '../../api/get-standard-versions';
import { useRollBackStandard } from '../../api/manage-standards';
import { STANDARDS_STRINGS as S } from '../../strings';

export function VersionsDialog({
  standard,
  canManage,
  onAddVersion,
  onClose,
  onChanged,
}: {
  standard: StandardSummary;
  canManage: boolean;
  onAddVersion: () => void;
  onClose: () => void;
  onChanged: (text: string) => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const versions = useStandardVersions(standard.id);
  const rollBack = useRollBackStandard();
  const [error, setError] = useState<string | null>(null);

  async function makeCurrent(versionId: string, edition: string) {
    setError(null);
    try {
      const saved = await rollBack.mutateAsync({ id: standard.id, versionId });
      onChanged(S.rolledBack(saved.code, edition));
    } catch (failure) {
      setError(errorMessage(failure, S.rollBackFailed));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="standard-versions-title"
    >
      <DialogTitle id="standard-versions-title" sx={{ overflowWrap: 'anywhere' }}>
        {S.versionsOf(standard.code)}
        <Typography component="span" display="block" variant="body2" color="text.secondary">
          {standard.title}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {S.versionsIntro}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        ) : null}
        {versions.isPending ? <SectionSpinner label={S.loading} /> : null}
        {versions.isError ? <Alert severity="error">{S.loadFailed}</Alert> : null}
        <List aria-label={S.versions}>
          {(versions.data?.versions ?? []).map((version) => (
            <ListItem key={version.id} divider sx={{ display: 'block', px: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{version.edition}</Typography>
                {version.isCurrent ? <Chip size="small" color="success" label={S.current} /> : null}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {S.versionLine(version.totalPages, formatShortDate(version.uploadedAt), version.uploadedBy)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {version.fileName}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Button size="small" component={RouterLink} to={standardPath(standard.id, 1, version.id)}>
                  {S.openVersion}
                </Button>
                {canManage && !version.isCurrent ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={rollBack.isPending}
                    onClick={() => makeCurrent(version.id, version.edition)}
                  >
                    {S.makeCurrent}{' '}
                    <Box component="span" sx={visuallyHidden}>
                      {`(${version.edition})`}
                    </Box>
                  </Button>
                ) : null}
              </Stack>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {canManage ? (
          <Button onClick={onAddVersion} sx={{ mr: 'auto' }}>
            {S.newVersion}
          </Button>
        ) : null}
        <Button onClick={onClose}>{S.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
