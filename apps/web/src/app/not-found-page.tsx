import { PATHS } from '@firebreak/shared';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" subtitle="There is no page at this address." />
      <Button variant="contained" component={RouterLink} to={PATHS.dashboard}>
        Go to the Dashboard
      </Button>
    </>
  );
}
