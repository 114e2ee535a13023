/** The frame the Account screen's cards share: a titled section, its intro, and a spoken message. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type CardMessage = { severity: 'success' | 'error'; text: string } | null;

export function AccountCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

/** The outcome of the card's last action, read out by screen readers when it changes. */
export function LiveMessage({ message }: { message: CardMessage }) {
  return (
    <Box aria-live="polite">
      {message ? (
        <Alert severity={message.severity} sx={{ mt: 2 }}>
          {message.text}
        </Alert>
      ) : null}
    </Box>
  );
}
