/** Full-page busy state: the session check (spec §2 guard) and lazily loaded screens. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

const LOADING_TEXT = 'Loading...';

export function FullPageSpinner({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-label={text} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
