/** /account, for every signed-in user: who they are, their password, and where they are signed in. */
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/session/use-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { ACCOUNT_STRINGS as S } from '../strings';
import { ChangePasswordCard } from './change-password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

export default function AccountPage() {
  usePageTitle('Account');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <ProfileCard user={user} />
        <ChangePasswordCard />
        <SessionsCard />
      </Stack>
    </>
  );
}
