/**
 * A saved quote's compare checkbox, status select, PDF and approval buttons, the same in the table and
 * on cards; a Detailed BOQ quote's chip, and for a Draft one the way back into the builder.
 */
import { allowedQuoteStatuses, type QuoteStatus, type QuoteSummary } from '@firebreak/shared';
import EditNote from '@mui/icons-material/EditNote';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useAuth } from '@/lib/session/use-auth';
import { HISTORY_STRINGS as S } from './history-strings';
import { QuoteStatusChip } from './quote-status-chip';
import { WORKFLOW_STRINGS as W } from './workflow-strings';

export type QuoteRowHandlers = {
  selected: string[];
  /** True when the most quotes that can be compared are already chosen. */
  full: boolean;
  onToggle: (id: string) => void;
  onStatus: (quote: QuoteSummary, status: QuoteStatus) => void;
  onPdf: (quote: QuoteSummary) => void;
  /** Opens the quote's approval, project and revisions. */
  onWorkflow: (quote: QuoteSummary) => void;
};

type Props = { quote: QuoteSummary; handlers: QuoteRowHandlers };

export function CompareCheckbox({ quote, handlers }: Props) {
  const isSelected = handlers.selected.includes(quote.id);
  return (
    <Checkbox
      checked={isSelected}
      disabled={!isSelected && handlers.full}
      onChange={() => handlers.onToggle(quote.id)}
      slotProps={{ input: { 'aria-label': S.selectToCompare(quote.quoteNumber) } }}
    />
  );
}

/**
 * The statuses the user's role may move this quote to (allowedQuoteStatuses, docs/decisions/0073): none
 * once the client has answered it or it became a project, only Draft and Sent for an engineer. Whether
 * an approval link is open is not in the list, so the server has the last word on that.
 */
export function QuoteStatusSelect({ quote, handlers }: Props) {
  const role = useAuth().user?.role;
  const options = allowedQuoteStatuses(role, {
    status: quote.status,
    clientDecision: quote.clientDecision ?? null,
    projectTitle: quote.linkedProject?.title ?? null,
    hasOpenLinks: false,
  });
  return (
    <TextField
      select
      size="small"
      variant="standard"
      disabled={options.length < 2}
      value={quote.status}
      onChange={(event) => handlers.onStatus(quote, event.target.value as QuoteStatus)}
      slotProps={{
        select: {
          renderValue: (value) => <QuoteStatusChip status={value as QuoteStatus} />,
          disableUnderline: true,
          inputProps: { 'aria-label': S.statusOf(quote.quoteNumber) },
        },
      }}
    >
      {options.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Labelled, not a bare icon (issue 27 item 8); the name says which quote ('Download PDF of Q-…'). */
const ACTION_SX = { minWidth: 0, px: 1, whiteSpace: 'nowrap', textTransform: 'none' } as const;

export function PdfButton({ quote, handlers }: Props) {
  return (
    <Button
      aria-label={S.downloadPdf(quote.quoteNumber)}
      onClick={() => handlers.onPdf(quote)}
      size="small"
      startIcon={<PictureAsPdf fontSize="small" />}
      sx={ACTION_SX}
    >
      {S.pdfAction}
    </Button>
  );
}

export function WorkflowButton({ quote, handlers }: Props) {
  return (
    <Button
      aria-label={W.open(quote.quoteNumber)}
      onClick={() => handlers.onWorkflow(quote)}
      size="small"
      startIcon={<TaskAlt fontSize="small" />}
      sx={ACTION_SX}
    >
      {W.openAction}
    </Button>
  );
}

/** The quote's number, opening the quote: its approval, decisions, revisions, project and PDF. */
export function QuoteNumberButton({ quote, handlers }: Props) {
  const [number, ...rest] = quote.quoteNumber.split(' ');
  return (
    <MuiLink
      component="button"
      type="button"
      onClick={() => handlers.onWorkflow(quote)}
      sx={{ textAlign: 'left', font: 'inherit', fontWeight: 600 }}
    >
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {number}
      </Box>
      {rest.length > 0 ? ` ${rest.join(' ')}` : null}
    </MuiLink>
  );
}

/** 'Project: …' under a quote that became a project (docs/decisions/0069). */
export function LinkedProject({ quote }: { quote: QuoteSummary }) {
  if (!quote.linkedProject) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
      {W.project(quote.linkedProject.title)}
    </Typography>
  );
}

/** 'Approved by the client' under a quote answered through its link: its status is final. */
export function ClientDecision({ quote }: { quote: QuoteSummary }) {
  if (!quote.clientDecision) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {S.clientDecided(quote.clientDecision)}
    </Typography>
  );
}

/** Marks a Detailed BOQ quote (priced line by line, so it has no area). */
export function BoqChip({ quote }: { quote: QuoteSummary }) {
  if (quote.kind !== 'BOQ') return null;
  return (
    <Chip
      label={S.boqChip}
      title={S.boqChipLabel}
      size="small"
      variant="outlined"
      color="primary"
      sx={{ mr: 1, verticalAlign: 'middle' }}
    />
  );
}

/** 'Edit in BOQ': a Draft BOQ quote opens in the Detailed BOQ tab. */
export function EditBoqButton({ quote }: { quote: QuoteSummary }) {
  if (quote.kind !== 'BOQ' || quote.status !== 'Draft') return null;
  return (
    <IconButton
      component={Link}
      to={{ search: `?tab=boq&quote=${encodeURIComponent(quote.id)}` }}
      aria-label={S.editBoq(quote.quoteNumber)}
      size="small"
    >
      <EditNote fontSize="small" />
    </IconButton>
  );
}
