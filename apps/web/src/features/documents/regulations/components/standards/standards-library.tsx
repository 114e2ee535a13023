/**
 * The standards library on the SANS Regulations tab (issue 26 part 4): search across the standards,
 * which standards the company has, and for administrators 'Add standard', versions with roll-back
 * and remove. The server enforces who may change it; this only hides what a role cannot do.
 */
import { can, type StandardSummary } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { useNotice } from '@/lib/use-notice';
import { useStandards } from '../../api/get-standards';
import { useRemoveStandard } from '../../api/manage-standards';
import { STANDARDS_STRINGS as S } from '../../strings';
import { StandardFormDialog, type StandardFormMode } from './standard-form-dialog';
import { StandardsList } from './standards-list';
import { StandardsSearch } from './standards-search';
import { VersionsDialog } from './versions-dialog';

export function StandardsLibrary() {
  const { user } = useAuth();
  const canManage = can(user?.role, 'standards.manage');
  const list = useStandards();
  const remove = useRemoveStandard();
  const { notify, notice } = useNotice();
  const [form, setForm] = useState<StandardFormMode | null>(null);
  const [versionsOf, setVersionsOf] = useState<StandardSummary | null>(null);
  const [removing, setRemoving] = useState<StandardSummary | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const standards = list.data?.standards ?? [];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="standards-library-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
      >
        <Box>
          <Typography id="standards-library-title" component="h2" variant="h5" gutterBottom>
            {S.title}
          </Typography>
          <Typography color="text.secondary">{S.intro}</Typography>
        </Box>
        {canManage ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setForm({ kind: 'new' })}
            sx={{ flexShrink: 0 }}
          >
            {S.addStandard}
          </Button>
        ) : null}
      </Stack>
      {list.isPending ? <SectionSpinner label={S.loading} /> : null}
      {list.isError ? <Alert severity="warning">{S.loadFailed}</Alert> : null}
      {list.data ? (
        <>
          <StandardsSearch standards={standards} />
          <StandardsList
            standards={standards}
            role={user?.role}
            onVersions={setVersionsOf}
            onRemove={(standard) => {
              setRemoveError(null);
              setRemoving(standard);
            }}
          />
        </>
      ) : null}
      {form ? (
        <StandardFormDialog
          mode={form}
          onClose={() => setForm(null)}
          onDone={(saved) => {
            setForm(null);
            notify(
              form.kind === 'new'
                ? S.added(saved.code, saved.totalPages)
                : S.versionAdded(saved.code, saved.edition),
            );
          }}
        />
      ) : null}
      {versionsOf && !form ? (
        <VersionsDialog
          standard={versionsOf}
          canManage={canManage}
          onClose={() => setVersionsOf(null)}
          onAddVersion={() => setForm({ kind: 'version', standard: versionsOf })}
          onChanged={(text) => notify(text)}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={S.removeTitle(removing.code)}
          text={S.removeText}
          error={removeError}
          pending={remove.isPending}
          confirmLabel={S.remove}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(removing.id);
              notify(S.removed(removing.code));
              setRemoving(null);
              setVersionsOf(null);
            } catch (error) {
              setRemoveError(errorMessage(error, S.removeFailed));
            }
          }}
        />
      ) : null}
      {notice}
    </Paper>
  );
}
