/**
 * The Templates tab of /quoting (spec §2 'template management'; docs/decisions/0068): every quote
 * template with its rate per m², area range, duration and status. ADMIN and PROJECT_MANAGER add,
 * edit, retire and restore them ('quotes.templates'); engineers see the list without buttons.
 */
import type { ManagedQuoteTemplate } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { SectionSpinner } from '@/components/section-spinner';
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
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {S.heading}
        </Typography>
        {manages ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'form', template: null })}
          >
            {S.add}
          </Button>
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {S.intro}
      </Typography>
      {manages ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {S.readOnly}
        </Typography>
      )}
      <FormControlLabel
        control={<Switch checked={showRetired} onChange={(event) => setShowRetired(event.target.checked)} />}
        label={S.showRetired}
        sx={{ mb: 2 }}
      />
      {query.isPending ? <SectionSpinner label={S.loading} /> : null}
      {query.isError ? <Alert severity="error">{S.failed}</Alert> : null}
      {query.data?.length === 0 ? <Typography>{S.empty}</Typography> : null}
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
    </Box>
  );
}
