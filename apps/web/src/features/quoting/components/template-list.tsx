/**
 * The quote templates: a table from the md breakpoint up, cards below it (nothing runs off a 390 px
 * screen). Edit and Retire / Restore show only when the tab passes handlers ('quotes.templates').
 */
import { formatArea, formatZarExact, LABELS, type ManagedQuoteTemplate } from '@firebreak/shared';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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

function Actions({
  template,
  onEdit,
  onToggle,
}: Omit<TemplateListProps, 'templates'> & { template: ManagedQuoteTemplate }) {
  if (!onEdit && !onToggle) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {onEdit ? (
        <Button
          size="small"
          startIcon={<EditIcon fontSize="small" />}
          aria-label={S.editOf(template.name)}
          onClick={() => onEdit(template)}
        >
          {S.edit}
        </Button>
      ) : null}
      {onToggle ? (
        <Button
          size="small"
          color={template.active ? 'error' : 'primary'}
          aria-label={template.active ? S.retireOf(template.name) : S.restoreOf(template.name)}
          onClick={() => onToggle(template)}
        >
          {template.active ? S.retire : S.restore}
        </Button>
      ) : null}
    </Stack>
  );
}

export function TemplatesTable({ templates, ...actions }: TemplateListProps) {
  const withActions = Boolean(actions.onEdit || actions.onToggle);
  const C = S.columns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={S.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{C.name}</TableCell>
            <TableCell>{C.type}</TableCell>
            <TableCell align="right">{C.rate}</TableCell>
            <TableCell>{C.area}</TableCell>
            <TableCell>{C.duration}</TableCell>
            <TableCell>{C.status}</TableCell>
            {withActions ? <TableCell>{C.actions}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {templates.map((template) => (
            <TableRow key={template.id} hover>
              <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.name}</TableCell>
              <TableCell>{LABELS.projectType[template.projectType]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {rateOf(template)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{rangeOf(template)}</TableCell>
              <TableCell>{template.typicalDuration}</TableCell>
              <TableCell>
                <StatusChip template={template} />
              </TableCell>
              {withActions ? (
                <TableCell>
                  <Actions template={template} {...actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function TemplateCards({ templates, ...actions }: TemplateListProps) {
  return (
    <Stack component="ul" aria-label={S.tableLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {templates.map((template) => (
        <Paper component="li" key={template.id} variant="outlined" aria-label={template.name} sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
              >
                {template.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {LABELS.projectType[template.projectType]}
              </Typography>
            </Box>
            <StatusChip template={template} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {S.columns.rate}: {formatZarExact(template.baseRate)}
          </Typography>
          <Typography variant="body2">
            {S.columns.area}: {rangeOf(template)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {S.columns.duration}: {template.typicalDuration}
          </Typography>
          {actions.onEdit || actions.onToggle ? (
            <Box sx={{ mt: 1 }}>
              <Actions template={template} {...actions} />
            </Box>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
