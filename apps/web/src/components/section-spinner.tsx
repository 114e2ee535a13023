/** Busy state inside the shell while a lazily loaded page arrives. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function SectionSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
