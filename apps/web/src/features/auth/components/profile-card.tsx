/** The Account screen's profile: name, role and e-mail, and a form for the user's own name and phone. */
import { ROLE_LABELS, type User } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { RoleBadge } from '@/components/role-badge';
import { errorMessage } from '@/lib/api-error';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNT_STRINGS as S } from '../strings';
import { AccountCard, type CardMessage, LiveMessage } from './account-card';

export function ProfileCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
  });
  const [message, setMessage] = useState<CardMessage>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { firstName: form.firstName, lastName: form.lastName, phone: form.phone.trim() || null },
      {
        onSuccess: () => {
          setEditing(false);
          setMessage({ severity: 'success', text: S.profileSaved });
        },
        onError: (error) => setMessage({ severity: 'error', text: errorMessage(error, S.profileFailed) }),
      },
    );
  }

  const field = (key: keyof typeof form, label: string, autoComplete: string) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      disabled={update.isPending}
      autoComplete={autoComplete}
      fullWidth
      required={key !== 'phone'}
    />
  );

  return (
    <AccountCard id="profile" title={S.profile} intro={S.profileIntro}>
      <LiveMessage message={message} />
      {editing ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480, mt: 2 }}>
          <Stack spacing={2}>
            {field('firstName', S.firstName, 'given-name')}
            {field('lastName', S.lastName, 'family-name')}
            {field('phone', S.phone, 'tel')}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {S.saveProfile}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={update.isPending}>
              {S.cancel}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box sx={{ mt: 2 }}>
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
          <Button
            variant="outlined"
            sx={{ mt: 2 }}
            onClick={() => {
              setForm({ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' });
              setMessage(null);
              setEditing(true);
            }}
          >
            {S.editProfile}
          </Button>
        </Box>
      )}
    </AccountCard>
  );
}
