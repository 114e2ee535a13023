/**
 * The quote templates: a table from the md breakpoint up, cards below it (nothing runs off a 390 px
 * screen). Edit and Retire / Restore show only when the tab passes handlers ('quotes.templates').
 */
import { formatArea, formatZarExact, LABELS, type ManagedQuoteTemplate } from '@firebreak/shared';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminCards } from '@/components/admin-list/admin-cards';
import { type AdminColumn, AdminTable } from '@/components/admin-list/admin-table';
import { RowActions } from '@/components/admin-list/row-actions';
import { TEMPLATE_STRINGS as S } from './template-strings';

export type TemplateListProps = {
  templates: ManagedQuoteTemplate[];
  onEdit?: ((template: ManagedQuoteTemplate) => void) | undefined;
  onToggle?: ((template: ManagedQuoteTemplate) => void) | undefined;
};

const rateOf = (template: ManagedQuoteTemplate) => S.perM2(formatZarExact(template.baseRate));
const rangeOf = (template: ManagedQuoteTemplate) =>
  S.areaRange(formatArea(template.minArea), formatArea(template.maxArea));

const StatusChip = ({ template }: { template: ManagedQuoteTemplate }) => (
  <Chip
    size="small"
    label={template.active ? S.active : S.retired}
    color={template.active ? 'success' : 'default'}
    variant={template.active ? 'filled' : 'outlined'}
  />
);

function rowActions({ onEdit, onToggle }: Omit<TemplateListProps, 'templates'>) {
  if (!onEdit && !onToggle) return undefined;
  return (template: ManagedQuoteTemplate) => (
    <RowActions
      actions={[
        onEdit && {
          label: S.edit,
          ariaLabel: S.editOf(template.name),
          icon: <EditIcon fontSize="small" />,
          onClick: () => onEdit(template),
        },
        onToggle && {
          label: template.active ? S.retire : S.restore,
          ariaLabel: template.active ? S.retireOf(template.name) : S.restoreOf(template.name),
          color: template.active ? 'error' : 'primary',
          onClick: () => onToggle(template),
        },
      ]}
    />
  );
}

const C = S.columns;
const columns: AdminColumn<ManagedQuoteTemplate>[] = [
  { key: 'name', header: C.name, sx: { fontWeight: 600, overflowWrap: 'anywhere' }, cell: (t) => t.name },
  { key: 'type', header: C.type, cell: (t) => LABELS.projectType[t.projectType] },
  { key: 'rate', header: C.rate, align: 'right', sx: { whiteSpace: 'nowrap' }, cell: rateOf },
  { key: 'area', header: C.area, sx: { whiteSpace: 'nowrap' }, cell: rangeOf },
  { key: 'duration', header: C.duration, cell: (t) => t.typicalDuration },
  { key: 'status', header: C.status, cell: (t) => <StatusChip template={t} /> },
];

export function TemplatesTable({ templates, ...actions }: TemplateListProps) {
  return (
    <AdminTable
      label={S.tableLabel}
      items={templates}
      columns={columns}
      actionsHeader={C.actions}
      actions={rowActions(actions)}
    />
  );
}

function TemplateCard({ template }: { template: ManagedQuoteTemplate }) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {template.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {LABELS.projectType[template.projectType]}
          </Typography>
        </Box>
        <StatusChip template={template} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {C.rate}: {formatZarExact(template.baseRate)}
      </Typography>
      <Typography variant="body2">
        {C.area}: {rangeOf(template)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {C.duration}: {template.typicalDuration}
      </Typography>
    </>
  );
}

export function TemplateCards({ templates, ...actions }: TemplateListProps) {
  return (
    <AdminCards
      label={S.tableLabel}
      items={templates}
      cardLabel={(template) => template.name}
      renderCard={(template) => <TemplateCard template={template} />}
      actions={rowActions(actions)}
    />
  );
}
