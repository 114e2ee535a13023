/**
 * /users (administrators): accounts waiting for approval first, then every account with role and
 * status, invitations and account actions.
 */
import type { ManagedUser, SetPasswordLink } from '@firebreak/shared';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { SetPasswordLinkDialog } from '@/components/set-password-link-dialog';
import { errorMessage } from '@/lib/api-error';
import { appConfigQueryOptions } from '@/lib/app-config';
import { useAuth } from '@/lib/session/use-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateSetPasswordLink } from '../api/create-set-password-link';
import { useUsers } from '../api/get-users';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { useUnlockUser } from '../api/unlock-user';
import { S } from '../strings';
import { ApproveUserDialog } from './approve-user-dialog';
import { ChangeRoleDialog } from './change-role-dialog';
import { DisableUserDialog } from './disable-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { LinkPersonDialog } from './link-person-dialog';
import { RefuseUserDialog } from './refuse-user-dialog';
import type { UserAction } from './user-actions-menu';
import { UsersTable } from './users-table';
import { WaitingAccounts } from './waiting-accounts';

type Open =
  | { kind: 'none' | 'invite' }
  | { kind: 'role' | 'disable' | 'approve' | 'refuse' | 'person'; user: ManagedUser }
  | { kind: 'link'; user: ManagedUser; link: SetPasswordLink };

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/**
 * Invitation and approval links point at PUBLIC_URL: when the app is open at another address they
 * would lead people somewhere else (issue 27 item 15), so the administrator is told here.
 */
function PublicUrlWarning() {
  const publicUrl = useQuery(appConfigQueryOptions).data?.publicUrl;
  if (!publicUrl) return null;
  let origin: string;
  try {
    origin = new URL(publicUrl).origin;
  } catch {
    origin = publicUrl;
  }
  if (origin === window.location.origin) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {S.publicUrlMismatch(publicUrl, window.location.origin)}
    </Alert>
  );
}

export default function UsersPage() {
  usePageTitle('Users');
  const { user: me } = useAuth();
  if (me?.role !== 'ADMIN') {
    return (
      <>
        <PageHeader title={S.title} />
        <Alert severity="warning">{S.notAllowed}</Alert>
      </>
    );
  }
  return <ManageUsers currentUserId={me.id} />;
}

function ManageUsers({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const newLink = useCreateSetPasswordLink();
  const setDisabled = useSetUserDisabled();
  const unlock = useUnlockUser();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const close = () => setOpen({ kind: 'none' });
  const done = (text: string) => setFeedback({ severity: 'success', text });
  const failed = (error: unknown) =>
    setFeedback({ severity: 'error', text: errorMessage(error, S.actionFailed) });

  function act(action: UserAction, user: ManagedUser) {
    const name = `${user.firstName} ${user.lastName}`;
    setFeedback(null);
    if (action === 'role' || action === 'disable' || action === 'person') setOpen({ kind: action, user });
    if (action === 'link') {
      newLink.mutate(user.id, {
        onSuccess: (link) => setOpen({ kind: 'link', user, link }),
        onError: failed,
      });
    }
    if (action === 'enable') {
      setDisabled.mutate(
        { id: user.id, disabled: false },
        { onSuccess: () => done(S.done.enabled(name)), onError: failed },
      );
    }
    if (action === 'unlock')
      unlock.mutate(user.id, { onSuccess: () => done(S.done.unlocked(name)), onError: failed });
  }

  return (
    <Box>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <PublicUrlWarning />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setOpen({ kind: 'invite' })}>
          {S.invite}
        </Button>
      </Box>
      <Box aria-live="polite">
        {feedback ? (
          <Alert severity={feedback.severity} sx={{ mb: 2 }} onClose={() => setFeedback(null)}>
            {feedback.text}
          </Alert>
        ) : null}
      </Box>
      {users.data ? (
        <WaitingAccounts
          users={users.data.users.filter((user) => user.status === 'PENDING')}
          onApprove={(user) => setOpen({ kind: 'approve', user })}
          onRefuse={(user) => setOpen({ kind: 'refuse', user })}
        />
      ) : null}
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        {users.isPending ? <SectionSpinner label={S.loading} /> : null}
        {users.isError ? <Alert severity="error">{S.failed}</Alert> : null}
        {users.data ? (
          <UsersTable
            users={users.data.users.filter((user) => user.status !== 'PENDING')}
            currentUserId={currentUserId}
            onAction={act}
          />
        ) : null}
      </Paper>
      {open.kind === 'invite' ? <InviteUserDialog onClose={close} /> : null}
      {open.kind === 'role' ? <ChangeRoleDialog user={open.user} onClose={close} onDone={done} /> : null}
      {open.kind === 'disable' ? <DisableUserDialog user={open.user} onClose={close} onDone={done} /> : null}
      {open.kind === 'approve' ? <ApproveUserDialog user={open.user} onClose={close} onDone={done} /> : null}
      {open.kind === 'refuse' ? <RefuseUserDialog user={open.user} onClose={close} onDone={done} /> : null}
      {open.kind === 'person' ? <LinkPersonDialog user={open.user} onClose={close} onDone={done} /> : null}
      {open.kind === 'link' ? (
        <SetPasswordLinkDialog
          name={`${open.user.firstName} ${open.user.lastName}`}
          link={open.link}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
