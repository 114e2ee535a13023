/** /account, for every signed-in user: who they are, their password, and where they are signed in. */
import { ROLE_LABELS } from '@firebreak/shared';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { RoleBadge } from '@/components/role-badge';
import { useAuth } from '@/lib/session/use-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { ACCOUNT_STRINGS as S } from '../strings';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';

export default function AccountPage() {
  usePageTitle('Account');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Paper component="section" aria-labelledby="profile-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="profile-heading" variant="h6" component="h2" gutterBottom>
            {S.profile}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography fontWeight={500}>{`${user.firstName} ${user.lastName}`}</Typography>
            <RoleBadge role={user.role} />
            <Typography variant="body2" color="text.secondary">
              {ROLE_LABELS[user.role]}
            </Typography>
          </Stack>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Typography color="text.secondary">{user.phone ?? S.noPhone}</Typography>
        </Paper>
        <ChangePasswordCard />
        <SessionsCard />
      </Stack>
    </>
  );
}
