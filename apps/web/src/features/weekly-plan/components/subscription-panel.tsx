/** The private calendar feed of one's own plan: create, copy (shown once), regenerate, turn off. */
import { formatShortDate } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useCalendarSubscription,
  useCreateSubscription,
  useRevokeSubscription,
} from '../api/calendar-subscription';
import { copyText } from '../lib/share-url';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';

export function SubscriptionPanel() {
  const status = useCalendarSubscription(true);
  const create = useCreateSubscription();
  const revoke = useRevokeSubscription();
  const [copied, setCopied] = useState(false);
  const url = create.data?.url;
  const active = status.data?.active ?? false;
  const failed = create.isError || revoke.isError;

  return (
    <Card component="section" aria-labelledby="subscription-title" variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="subscription-title" variant="h6" component="h2" gutterBottom>
          {S.subscriptionTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {S.subscriptionIntro}
        </Typography>
        {failed ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {S.subscriptionFailed}
          </Alert>
        ) : null}
        {url && active ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Alert severity="warning">{S.subscriptionShownOnce}</Alert>
            <TextField
              label={S.subscriptionUrl}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                variant="outlined"
                onClick={async () => {
                  setCopied(await copyText(url));
                  setTimeout(() => setCopied(false), 1500);
                }}
              >
                {S.copyAddress}
              </Button>
              {copied ? <Typography role="status">{S.addressCopied}</Typography> : null}
            </Stack>
          </Stack>
        ) : (
          <Typography sx={{ mb: 2 }}>
            {active && status.data?.createdAt
              ? S.subscriptionOn(formatShortDate(status.data.createdAt))
              : S.subscriptionOff}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={create.isPending} onClick={() => create.mutate()}>
            {active ? S.regenerateSubscription : S.createSubscription}
          </Button>
          {active ? (
            <Button
              color="warning"
              disabled={revoke.isPending}
              onClick={() => {
                create.reset();
                revoke.mutate();
              }}
            >
              {S.revokeSubscription}
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
