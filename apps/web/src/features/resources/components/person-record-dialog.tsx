/**
 * A person's SAQCC Fire registrations and leave (issue 30 §2–§3): each registration with its standing,
 * its copy in the library and, for the office, add, edit, delete and upload; the leave list with add
 * and delete. Opened from the person's card.
 */
import {
  CATEGORY_LEVELS,
  formatShortDate,
  type Leave,
  type LeaveInput,
  leaveInputSchema,
  type Personnel,
  previewPath,
  REGISTRATION_CATEGORIES,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_COPY,
  REGISTRATION_LEVEL_LABELS,
  type Registration,
  type RegistrationCategory,
  type RegistrationInput,
  registrationInputSchema,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useLeave, useLeaveMutations } from '../api/leave';
import { useRegistrationMutations, useRegistrations } from '../api/registrations';
import { S } from '../strings';
import { RegistrationChip } from './registration-chip';

export function PersonRecordDialog({ person, onClose }: { person: Personnel; onClose: () => void }) {
  const titleId = useId();
  // A viewer with its own small forms: the dialog's own form saves nothing (no Save button).
  return (
    <FormDialog
      title={S.recordTitle(person.name)}
      titleId={titleId}
      onClose={onClose}
      onSubmit={(event) => event.preventDefault()}
      busy={false}
      saveHidden
      cancelLabel={S.close}
      maxWidth="sm"
    >
      <Typography variant="body2">
        {S.workingHours}: {person.workStart}–{person.workEnd}
      </Typography>
      <RegistrationsSection personId={person.id} />
      <LeaveSection personId={person.id} />
    </FormDialog>
  );
}

function RegistrationsSection({ personId }: { personId: string }) {
  const can = useCan();
  const manage = can('registrations.manage');
  const query = useRegistrations(personId);
  const mutations = useRegistrationMutations(personId);
  const [editing, setEditing] = useState<Registration | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Registration | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const headingId = useId();

  const upload = async (registration: Registration, file: File) => {
    setNotice(null);
    try {
      await mutations.upload.mutateAsync({ personId, id: registration.id, file });
      setNotice({ tone: 'success', text: S.copyUploaded });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Could not upload the copy') });
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {S.registrations}
        </Typography>
        {manage ? (
          <Button size="small" variant="outlined" onClick={() => setEditing('new')}>
            {S.addRegistration}
          </Button>
        ) : null}
      </Stack>
      {notice ? (
        <Alert severity={notice.tone} sx={{ mb: 1 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      {query.isPending ? (
        <SectionSpinner />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error, S.loadFailed)}</Alert>
      ) : query.data.length === 0 ? (
        <Typography variant="body2">{S.noRegistrations}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-labelledby={headingId}
        >
          {query.data.map((r) => (
            <RegistrationRow
              key={r.id}
              registration={r}
              manage={manage}
              uploading={mutations.upload.isPending && mutations.upload.variables?.id === r.id}
              onEdit={() => setEditing(r)}
              onDelete={() => setDeleting(r)}
              onUpload={(file) => void upload(r, file)}
            />
          ))}
        </Stack>
      )}
      {editing ? (
        <RegistrationFormDialog
          personId={personId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmRemove
          title={S.deleteRegistration}
          text={S.deleteRegistrationText(deleting.number)}
          remove={mutations.remove}
          target={{ personId, id: deleting.id }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}

function RegistrationRow({
  registration: r,
  manage,
  uploading,
  onEdit,
  onDelete,
  onUpload,
}: {
  registration: Registration;
  manage: boolean;
  uploading: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onUpload: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const label = `${REGISTRATION_CATEGORY_LABELS[r.category]} · ${REGISTRATION_LEVEL_LABELS[r.level]}`;
  return (
    <Box
      component="li"
      aria-label={`${label} ${r.number}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {r.number} · {S.expires} {formatShortDate(r.expiresOn)}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <RegistrationChip registration={r} />
        </Box>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        {r.documentId ? (
          <Link component={RouterLink} to={previewPath(r.documentId)} variant="body2">
            {S.copyInLibrary}
          </Link>
        ) : null}
        {manage ? (
          <>
            <Button size="small" onClick={onEdit} aria-label={`${S.editRegistration} ${r.number}`}>
              {S.edit}
            </Button>
            <Button
              size="small"
              disabled={uploading}
              onClick={() => input.current?.click()}
              aria-label={`${r.documentId ? S.replaceCopy : S.uploadCopy} ${r.number}`}
            >
              {uploading ? S.uploading : r.documentId ? S.replaceCopy : S.uploadCopy}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={REGISTRATION_COPY.accept}
              data-testid={`copy-${r.id}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onUpload(file);
              }}
            />
            <Button
              size="small"
              color="error"
              onClick={onDelete}
              aria-label={`${S.deleteRegistration} ${r.number}`}
            >
              Delete
            </Button>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

type RegistrationForm = { category: string; level: string; number: string; expiresOn: string };

function RegistrationFormDialog({
  personId,
  editing,
  onClose,
}: {
  personId: string;
  editing: Registration | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const { save } = useRegistrationMutations(personId);
  const form = useZodForm<RegistrationForm, unknown>(
    registrationInputSchema,
    (): RegistrationForm =>
      editing
        ? {
            category: editing.category,
            level: editing.level,
            number: editing.number,
            expiresOn: editing.expiresOn,
          }
        : { category: '', level: '', number: '', expiresOn: '' },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const category = form.values.category as RegistrationCategory | '';
  const levels = category ? CATEGORY_LEVELS[category] : [];
  const submit = form.handleSubmit(async (_data, values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ personId, id: editing?.id, input: values as RegistrationInput });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save the registration'));
    }
  });
  return (
    <FormDialog
      title={editing ? S.editRegistration : S.addRegistration}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={failure}
      maxWidth="xs"
    >
      <TextField
        select
        label={S.category}
        {...form.field('category')}
        onChange={(e) => {
          const next = e.target.value as RegistrationCategory;
          form.setValue('category', next);
          if (!CATEGORY_LEVELS[next].includes(form.values.level as never)) form.setValue('level', '');
        }}
      >
        {REGISTRATION_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {REGISTRATION_CATEGORY_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={S.level} {...form.field('level')} disabled={!category}>
        {levels.map((l) => (
          <MenuItem key={l} value={l}>
            {REGISTRATION_LEVEL_LABELS[l]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={S.number} {...form.field('number')} slotProps={{ htmlInput: { maxLength: 40 } }} />
      <TextField
        label={S.expiresOn}
        type="date"
        {...form.field('expiresOn')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

type LeaveForm = { startDate: string; endDate: string; reason: string };
const NO_LEAVE: LeaveForm = { startDate: '', endDate: '', reason: '' };

function LeaveSection({ personId }: { personId: string }) {
  const can = useCan();
  const manage = can('resources.manage');
  const query = useLeave(personId);
  const mutations = useLeaveMutations(personId);
  const headingId = useId();
  const form = useZodForm<LeaveForm, unknown>(leaveInputSchema, NO_LEAVE);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Leave | null>(null);
  const add = form.handleSubmit(async (_data, values) => {
    setFailure(null);
    try {
      await mutations.add.mutateAsync({ personId, input: values as LeaveInput });
      form.reset(NO_LEAVE);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not add the leave'));
    }
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {S.leave}
      </Typography>
      {query.isPending ? (
        <SectionSpinner />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error, S.loadFailed)}</Alert>
      ) : query.data.length === 0 ? (
        <Typography variant="body2">{S.noLeave}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby={headingId}>
          {query.data.map((l) => (
            <Stack
              key={l.id}
              component="li"
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography variant="body2">
                {formatShortDate(l.startDate)} – {formatShortDate(l.endDate)}
                {l.reason ? ` · ${l.reason}` : ''}
              </Typography>
              {manage ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(l)}
                  aria-label={`${S.deleteLeave} ${l.startDate} to ${l.endDate}`}
                >
                  Delete
                </Button>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      {manage ? (
        <Box role="group" aria-label={S.addLeave} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              type="date"
              label={S.startDate}
              {...form.field('startDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={S.endDate}
              {...form.field('endDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField size="small" label={S.reason} {...form.field('reason')} />
          </Stack>
          {failure ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          ) : null}
          <Button
            size="small"
            variant="outlined"
            sx={{ mt: 1 }}
            onClick={() => add()}
            disabled={mutations.add.isPending}
          >
            {S.addLeave}
          </Button>
        </Box>
      ) : null}
      {deleting ? (
        <ConfirmRemove
          title={S.deleteLeave}
          text={`Delete the leave from ${formatShortDate(deleting.startDate)} to ${formatShortDate(deleting.endDate)}?`}
          remove={mutations.remove}
          target={{ personId, id: deleting.id }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}

type RemoveTarget = { personId: string; id: string };

/** Asks before deleting a person's registration or leave; closes once the server has deleted it. */
function ConfirmRemove({
  title,
  text,
  remove,
  target,
  onClose,
}: {
  title: string;
  text: string;
  remove: UseMutationResult<void, Error, RemoveTarget>;
  target: RemoveTarget;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={title}
      text={text}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, 'Could not delete') : null}
      cancelFocused
      onConfirm={() => remove.mutate(target, { onSuccess: onClose })}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}
