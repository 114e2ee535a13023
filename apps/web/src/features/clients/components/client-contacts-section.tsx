/**
 * 'Portal access' on a client's Overview (issue 31, decision 0092): the client's contacts who sign in to
 * the client portal, with Invite contact, a new set-password link for one who has not set a password,
 * and Disable / Enable (disabling ends their sessions at once). The office only ('clients.contacts').
 */
import {
  type ClientContact,
  CONTACT_STATUS_LABELS,
  type ContactInviteInput,
  contactInviteInputSchema,
  formatDateTime,
  type SetPasswordLink,
} from '@firebreak/shared';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { SetPasswordLinkDialog } from '@/components/set-password-link-dialog';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import {
  useClientContacts,
  useInviteContact,
  useNewContactLink,
  useSetContactAccess,
} from '../api/client-contacts';
import { S } from '../strings';

const P = S.portal;

type Form = { firstName: string; lastName: string; email: string; phone: string };

function InviteDialog({
  clientId,
  onClose,
  onInvited,
}: {
  clientId: string;
  onClose: () => void;
  onInvited: (name: string, link: SetPasswordLink | null, email: string | null) => void;
}) {
  const form = useZodForm<Form, ContactInviteInput>(contactInviteInputSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  });
  const invite = useInviteContact(clientId);
  const submit = form.handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: (answer) =>
        onInvited(
          `${answer.contact.firstName} ${answer.contact.lastName}`,
          answer.link,
          answer.emailed ? answer.contact.email : null,
        ),
    }),
  );
  return (
    <FormDialog
      title={P.inviteTitle}
      titleId="invite-contact-title"
      onClose={onClose}
      onSubmit={submit}
      busy={invite.isPending}
      saveLabel={P.inviteSave}
      intro={P.inviteIntro}
      error={invite.isError ? errorMessage(invite.error, P.inviteFailed) : null}
    >
      <TextField label={P.firstName} required {...form.field('firstName')} fullWidth autoFocus />
      <TextField label={P.lastName} required {...form.field('lastName')} fullWidth />
      <TextField label={P.email} type="email" required {...form.field('email')} fullWidth />
      <TextField label={P.phone} type="tel" {...form.field('phone')} fullWidth />
    </FormDialog>
  );
}

function ContactRow({
  clientId,
  contact,
  onLink,
}: {
  clientId: string;
  contact: ClientContact;
  onLink: (link: SetPasswordLink) => void;
}) {
  const access = useSetContactAccess(clientId);
  const newLink = useNewContactLink(clientId);
  const name = `${contact.firstName} ${contact.lastName}`;
  const disabled = contact.status === 'DISABLED';
  const failure = access.error ?? newLink.error;
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[contact.email, contact.phone].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {contact.lastSignInAt ? P.lastSignIn(formatDateTime(contact.lastSignInAt)) : P.neverSignedIn}
          {contact.otherClients.length > 0 ? ` · ${P.alsoSees(contact.otherClients.join(', '))}` : ''}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={CONTACT_STATUS_LABELS[contact.status]}
        color={disabled ? 'default' : contact.status === 'ACTIVE' ? 'success' : 'info'}
        variant={disabled ? 'outlined' : 'filled'}
      />
      {contact.status !== 'DISABLED' ? (
        <Button
          size="small"
          disabled={newLink.isPending}
          onClick={() => newLink.mutate(contact.userId, { onSuccess: onLink })}
          aria-label={P.newLinkFor(name)}
        >
          {P.newLink}
        </Button>
      ) : null}
      <Button
        size="small"
        color={disabled ? 'primary' : 'error'}
        disabled={access.isPending}
        onClick={() => access.mutate({ userId: contact.userId, enabled: disabled })}
        aria-label={disabled ? P.enableFor(name) : P.disableFor(name)}
      >
        {disabled ? P.enable : P.disable}
      </Button>
      {failure ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {errorMessage(failure, P.changeFailed)}
        </Alert>
      ) : null}
    </Box>
  );
}

export function ClientContactsSection({
  clientId,
  onSaved,
}: {
  clientId: string;
  onSaved: (text: string) => void;
}) {
  const can = useCan();
  const allowed = can('clients.contacts');
  const query = useClientContacts(clientId, { enabled: allowed });
  const [inviting, setInviting] = useState(false);
  const [shown, setShown] = useState<{
    name: string;
    link: SetPasswordLink;
    emailedTo: string | null;
  } | null>(null);
  if (!allowed) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 2 }}
      component="section"
      aria-labelledby="client-contacts-heading"
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="client-contacts-heading" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {P.heading}
        </Typography>
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          {P.invite}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {P.explain}
      </Typography>
      {query.isPending ? <Typography color="text.secondary">{P.loading}</Typography> : null}
      {query.isError ? <Alert severity="error">{errorMessage(query.error, P.failed)}</Alert> : null}
      {query.data && query.data.length === 0 ? (
        <Typography color="text.secondary">{P.none}</Typography>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={P.listLabel}>
          {query.data.map((contact) => (
            <ContactRow
              key={contact.userId}
              clientId={clientId}
              contact={contact}
              onLink={(link) =>
                setShown({ name: `${contact.firstName} ${contact.lastName}`, link, emailedTo: null })
              }
            />
          ))}
        </Box>
      ) : null}
      {inviting ? (
        <InviteDialog
          clientId={clientId}
          onClose={() => setInviting(false)}
          onInvited={(name, link, emailedTo) => {
            setInviting(false);
            if (link) setShown({ name, link, emailedTo });
            else onSaved(P.addedExisting(name));
          }}
        />
      ) : null}
      {shown ? (
        <SetPasswordLinkDialog
          name={shown.name}
          link={shown.link}
          emailedTo={shown.emailedTo ? [shown.emailedTo] : undefined}
          onClose={() => setShown(null)}
        />
      ) : null}
    </Paper>
  );
}
