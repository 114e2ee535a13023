/**
 * The Templates tab of /quoting (spec §2 'template management'; docs/decisions/0068): every quote
 * template with its rate per m², area range, duration and status. ADMIN and PROJECT_MANAGER add,
 * edit, retire and restore them ('quotes.templates'); engineers see the list without buttons.
 */
import type { ManagedQuoteTemplate } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { AdminListFrame } from '@/components/admin-list/admin-list-frame';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { useManagedTemplates } from '../api/get-managed-templates';
import { useSetQuoteTemplateActive } from '../api/set-quote-template-active';
import { TemplateFormDialog } from './template-form-dialog';
import { TemplateCards, TemplatesTable } from './template-list';
import { TEMPLATE_STRINGS as S } from './template-strings';

type Open =
  | { kind: 'none' }
  | { kind: 'form'; template: ManagedQuoteTemplate | null }
  | { kind: 'toggle'; template: ManagedQuoteTemplate };

export function TemplatesTab() {
  const [showRetired, setShowRetired] = useState(false);
  const query = useManagedTemplates(showRetired);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const { notify, notice } = useNotice();
  const toggle = useSetQuoteTemplateActive();
  const manages = useCan()('quotes.templates');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const List = isPhone ? TemplateCards : TemplatesTable;

  return (
    <AdminListFrame
      heading={S.heading}
      headerGap={2}
      actions={
        manages ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'form', template: null })}
          >
            {S.add}
          </Button>
        ) : null
      }
      intro={S.intro}
      note={manages ? null : S.readOnly}
      tools={
        <FormControlLabel
          control={
            <Switch checked={showRetired} onChange={(event) => setShowRetired(event.target.checked)} />
          }
          label={S.showRetired}
          sx={{ mb: 2 }}
        />
      }
      pending={query.isPending}
      failed={query.isError}
      loadingLabel={S.loading}
      failedText={S.failed}
      emptyText={query.data?.length === 0 ? S.empty : null}
    >
      {query.data && query.data.length > 0 ? (
        <List
          templates={query.data}
          onEdit={manages ? (template) => setOpen({ kind: 'form', template }) : undefined}
          onToggle={
            manages
              ? (template) => {
                  toggle.reset();
                  setOpen({ kind: 'toggle', template });
                }
              : undefined
          }
        />
      ) : null}
      {open.kind === 'form' ? (
        <TemplateFormDialog
          template={open.template}
          onClose={close}
          onSaved={(text) => {
            close();
            notify(text);
          }}
        />
      ) : null}
      {open.kind === 'toggle' ? (
        <ConfirmDialog
          title={open.template.active ? S.retireTitle : S.restoreTitle}
          text={open.template.active ? S.retireText(open.template.name) : S.restoreText(open.template.name)}
          confirmLabel={open.template.active ? S.retire : S.restore}
          error={toggle.isError ? errorMessage(toggle.error, S.statusFailed) : null}
          pending={toggle.isPending}
          onClose={close}
          onConfirm={() =>
            toggle.mutate(
              { id: open.template.id, active: !open.template.active },
              {
                onSuccess: (saved) => {
                  close();
                  notify(saved.active ? S.restoredDone(saved.name) : S.retiredDone(saved.name));
                },
              },
            )
          }
        />
      ) : null}
      {notice}
    </AdminListFrame>
  );
}
