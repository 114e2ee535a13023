/** Shown when a route fails to render or a lazily loaded screen cannot be fetched (e.g. after a deploy). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';

export function RouteError() {
  usePageTitle('Something went wrong');
  const error = useRouteError();
  console.error(error);
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        This screen could not be shown. Reloading the page usually fixes it.
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
