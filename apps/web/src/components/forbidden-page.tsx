/** A screen the signed-in role may not use (docs/permissions.md): said plainly, with a way back. */
import { PATHS, roleBadge } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@/lib/session/use-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeader } from './page-header';

const FORBIDDEN_TEXT = {
  title: 'Not available to your role',
  message: (role: string) =>
    `The ${role} role does not include this screen. Ask an administrator if you need it.`,
  back: 'Go to the Dashboard',
} as const;

export function ForbiddenPage() {
  usePageTitle(FORBIDDEN_TEXT.title);
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={FORBIDDEN_TEXT.title} />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{FORBIDDEN_TEXT.message(roleBadge(user?.role).label)}</Alert>
        <Button variant="contained" component={RouterLink} to={PATHS.dashboard}>
          {FORBIDDEN_TEXT.back}
        </Button>
      </Stack>
    </>
  );
}
