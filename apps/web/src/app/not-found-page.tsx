import { PATHS } from '@firebreak/shared';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <>
      <PageHeader title="Page not found" subtitle="There is no page at this address." />
      <Button variant="contained" component={RouterLink} to={PATHS.dashboard}>
        Go to the Dashboard
      </Button>
    </>
  );
}
