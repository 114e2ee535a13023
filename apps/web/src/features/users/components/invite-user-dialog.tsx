/**
 * Invite someone: name, e-mail, role (and phone). The account is created without a password; the
 * answer's one-time link is then shown to hand over.
 */
import {
  type InviteUserResponse,
  inviteUserInputSchema,
  ROLE_LABELS,
  ROLES,
  type Role,
  type TeamMember,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useInviteUser } from '../api/invite-user';
import { S } from '../strings';
import { PersonPicker } from './person-picker';
import { SetPasswordLinkDialog } from './set-password-link-dialog';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', role: 'TECHNICIAN' as Role };

export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteUser();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<InviteUserResponse | null>(null);
  const [person, setPerson] = useState<TeamMember | null>(null);
  const T = S.inviteDialog;

  if (created) {
    const name = `${created.user.firstName} ${created.user.lastName}`;
    return <SetPasswordLinkDialog name={name} link={created.link} onClose={onClose} />;
  }

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
    disabled: invite.isPending,
    fullWidth: true,
    margin: 'dense' as const,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteUserInputSchema.safeParse(form);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? S.actionFailed);
      return;
    }
    setProblem(null);
    invite.mutate(
      { ...form, personId: person?.id ?? null },
      {
        onSuccess: setCreated,
        onError: (error) => setProblem(errorMessage(error, S.actionFailed)),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{T.title}</DialogTitle>
        <DialogContent>
          {problem ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {problem}
            </Alert>
          ) : null}
          <TextField
            label={T.firstName}
            name="firstName"
            autoComplete="off"
            required
            {...field('firstName')}
          />
          <TextField label={T.lastName} name="lastName" autoComplete="off" required {...field('lastName')} />
          <TextField
            label={T.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            {...field('email')}
          />
          <TextField label={T.role} name="role" select {...field('role')}>
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={T.phone} name="phone" type="tel" autoComplete="off" {...field('phone')} />
          <PersonPicker
            value={person}
            onChange={setPerson}
            disabled={invite.isPending}
            nameHint={`${form.firstName} ${form.lastName}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={invite.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? T.submitting : T.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
