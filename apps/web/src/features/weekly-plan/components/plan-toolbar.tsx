/** Name, 'Week start (Mon)', and the share/export/copy buttons of spec §2, with the 1.5 s 'Link copied'. */
import { LINK_COPIED_MS } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { exportIcs } from '../api/export-ics';
import { copyText, shareUrl } from '../lib/share-url';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';

type Props = {
  name: string;
  start: string;
  onNameChange: (name: string) => void;
  onStartChange: (start: string) => void;
  onUpdateShareUrl: () => void;
};

export function PlanToolbar({ name, start, onNameChange, onStartChange, onUpdateShareUrl }: Props) {
  const { pathname } = useLocation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const hasName = Boolean(name.trim());

  return (
    <Box sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          label={S.name}
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
          sx={{ minWidth: 240 }}
        />
        <TextField
          label={S.weekStart}
          type="date"
          value={start}
          onChange={(e) => onStartChange(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={onUpdateShareUrl} disabled={!hasName}>
            {S.updateShareUrl}
          </Button>
          <Button variant="contained" onClick={() => void exportIcs(name.trim(), start)} disabled={!hasName}>
            {S.exportIcs}
          </Button>
          <Button
            variant="outlined"
            onClick={async () => {
              if (await copyText(shareUrl(name.trim(), start, pathname))) setCopied(true);
            }}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {S.copyLink}
          </Button>
        </Stack>
      </Stack>
      {copied ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {S.linkCopied}
        </Alert>
      ) : null}
    </Box>
  );
}
