/**
 * Invite someone: name, e-mail, role (and phone). The account is created without a password; the
 * answer's one-time link is then shown to hand over.
 */
import {
  type InviteUserResponse,
  inviteUserInputSchema,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  type TeamMember,
} from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { SetPasswordLinkDialog } from '@/components/set-password-link-dialog';
import { errorMessage } from '@/lib/api-error';
import { useInviteUser } from '../api/invite-user';
import { S } from '../strings';
import { PersonPicker } from './person-picker';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', role: 'TECHNICIAN' as StaffRole };

export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteUser();
  const titleId = useId();
  const form = useZodForm(inviteUserInputSchema, EMPTY);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<InviteUserResponse | null>(null);
  const [person, setPerson] = useState<TeamMember | null>(null);
  const T = S.inviteDialog;

  if (created) {
    const name = `${created.user.firstName} ${created.user.lastName}`;
    return (
      <SetPasswordLinkDialog
        name={name}
        link={created.link}
        emailedTo={created.email?.status === 'queued' ? created.email.to : undefined}
        onClose={onClose}
      />
    );
  }

  // The form names its first problem above the fields, once it has been sent.
  const problem = serverProblem ?? (form.submitted ? (Object.values(form.errors)[0] ?? null) : null);
  const field = (key: keyof typeof EMPTY) => ({
    value: form.values[key],
    onChange: form.field(key).onChange,
    disabled: invite.isPending,
    fullWidth: true,
    margin: 'dense' as const,
  });

  const submit = (event: FormEvent) => {
    setServerProblem(null);
    form.handleSubmit((_data, values) =>
      invite.mutate(
        { ...values, personId: person?.id ?? null },
        {
          onSuccess: setCreated,
          onError: (error) => setServerProblem(errorMessage(error, S.actionFailed)),
        },
      ),
    )(event);
  };

  return (
    <FormDialog
      title={T.title}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={invite.isPending}
      cancelDisabledWhileBusy
      error={problem}
      saveLabel={invite.isPending ? T.submitting : T.submit}
      cancelLabel={T.cancel}
    >
      <TextField label={T.firstName} name="firstName" autoComplete="off" required {...field('firstName')} />
      <TextField label={T.lastName} name="lastName" autoComplete="off" required {...field('lastName')} />
      <TextField label={T.email} name="email" type="email" autoComplete="off" required {...field('email')} />
      <TextField label={T.role} name="role" select {...field('role')}>
        {STAFF_ROLES.map((role) => (
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
        nameHint={`${form.values.firstName} ${form.values.lastName}`}
      />
    </FormDialog>
  );
}
