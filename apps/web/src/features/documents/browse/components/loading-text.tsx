/** A spinner with its state text read out (e.g. 'Loading documents...'). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingText({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
