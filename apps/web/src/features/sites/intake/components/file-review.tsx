/**
 * One file of the batch. Proposed: the page preview beside (wide) or above (phone) the fields, grouped
 * Document, Asset 1 …, Defects, each with its decision; Accept file sends them, Reject file takes nothing.
 * Accepted or rejected: the same fields, read-only, and who decided when. Waiting, reading or not read:
 * where it stands.
 */
import {
  assetTypeOf,
  FREQUENCY_LABELS,
  formatDateTime,
  INTAKE_FILE_STATUS_LABELS,
  type IntakeAcceptResult,
  type IntakeFile,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { intakeConflicts, useAcceptIntake } from '../api/accept-intake';
import {
  type Decisions,
  decisionOf,
  type FieldGroup,
  fileAnswer,
  groupFields,
  initialDecisions,
} from '../review';
import { I } from '../strings';
import { FieldRow } from './field-row';
import { FileChips } from './intake-file-list';
import { PagePreview } from './page-preview';

type Props = {
  batchId: string;
  file: IntakeFile;
  onDone: (text: string, result: IntakeAcceptResult) => void;
};

function groupTitle(group: FieldGroup, decisions: Decisions): string {
  if (group.kind === 'document') return I.groupDocument;
  if (group.kind === 'defect') return I.groupDefect(group.index + 1);
  if (group.kind === 'asset') {
    const typeField = group.fields.find((field) => field.key === 'type');
    const type = typeField ? assetTypeOf(decisionOf(decisions, typeField).value)?.label : undefined;
    return I.groupAsset(group.index + 1, type);
  }
  return group.group;
}

const frequencyLabel = (frequency: string) =>
  (FREQUENCY_LABELS as Record<string, string>)[frequency] ?? frequency;

export function FileReview({ batchId, file, onDone }: Props) {
  const [decisions, setDecisions] = useState<Decisions>(() => initialDecisions(file));
  const [activeField, setActiveField] = useState<string | null>(null);
  const [page, setPage] = useState(file.pages[0]?.page ?? 1);
  const accept = useAcceptIntake();
  const headingId = useId();
  const readOnly = file.status !== 'PROPOSED';
  // A technician follows their own batch; only the office answers it (intake.review).
  const reviews = useCan()('intake.review');
  const conflicts = new Map(
    intakeConflicts(accept.error)
      .filter((conflict) => conflict.fileId === file.id)
      .map((conflict) => [conflict.fieldId, conflict.message]),
  );
  const groups = groupFields(file.fields);
  const assetGroups = groups.filter((group) => group.kind === 'asset').map((group) => group.group);

  const focusField = (fieldId: string | null) => {
    setActiveField(fieldId);
    const field = fieldId ? file.fields.find((f) => f.id === fieldId) : undefined;
    if (field?.page && field.page !== page) setPage(field.page);
  };

  // Awaited rather than mutate's onSuccess: the answer refreshes the batch, which remounts this review
  // (its key holds the file's status), and a mutate callback does not outlive its component.
  const send = async (action: 'accept' | 'reject') => {
    const result = await accept
      .mutateAsync({ batchId, input: fileAnswer(file, action, decisions) })
      .catch(() => null);
    if (result) onDone(action === 'accept' ? I.accepted(result) : I.rejected(file.fileName), result);
  };

  const header = (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
        {file.fileName}
      </Typography>
      <FileChips file={file} />
      {file.decidedAt && (file.status === 'ACCEPTED' || file.status === 'REJECTED') ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {I.decided(INTAKE_FILE_STATUS_LABELS[file.status], formatDateTime(file.decidedAt), file.decidedBy)}
        </Typography>
      ) : null}
    </Box>
  );

  if (file.status === 'QUEUED' || file.status === 'READING')
    return (
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
        {header}
        <Typography>{I.stillReading}</Typography>
        <LinearProgress
          sx={{ mt: 1 }}
          variant={file.status === 'READING' ? 'determinate' : 'indeterminate'}
          value={file.progress}
          aria-label={I.readingProgress(file.fileName)}
        />
      </Paper>
    );
  if (file.status === 'FAILED')
    return (
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
        {header}
        <Alert severity="error">
          <AlertTitle>{I.failedTitle}</AlertTitle>
          {file.error}
        </Alert>
      </Paper>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      {header}
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: 2, alignItems: 'flex-start' }}
      >
        <Box
          sx={{
            // The page gets the larger share: its words must be legible beside the fields.
            flex: { lg: '3 1 0' },
            width: { xs: '100%', lg: 'auto' },
            minWidth: 0,
            position: { lg: 'sticky' },
            top: { lg: 16 },
          }}
        >
          <PagePreview batchId={batchId} file={file} page={page} onPage={setPage} activeField={activeField} />
        </Box>
        <Box sx={{ flex: { lg: '2 1 0' }, width: { xs: '100%', lg: 'auto' }, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {I.proposed}
          </Typography>
          {file.fields.length === 0 ? <Typography color="text.secondary">{I.noFields}</Typography> : null}
          {groups.map((group) => {
            const titleId = `${headingId}-${group.group.replace(/[^A-Za-z0-9_-]/g, '-')}`;
            const due = file.nextDue.filter((next) => next.group === group.group);
            return (
              <Box component="section" key={group.group} aria-labelledby={titleId} sx={{ mt: 2 }}>
                <Typography variant="subtitle2" component="h4" id={titleId}>
                  {groupTitle(group, decisions)}
                </Typography>
                {due.map((next) => (
                  <Typography key={`${next.frequency}-${next.date}`} variant="body2" color="info.main">
                    {I.nextDue(frequencyLabel(next.frequency), next.date)}
                  </Typography>
                ))}
                {group.fields.map((field) => (
                  <FieldRow
                    key={field.id}
                    field={field}
                    decision={decisionOf(decisions, field)}
                    duplicates={file.duplicates.filter((duplicate) => duplicate.fieldId === field.id)}
                    conflict={conflicts.get(field.id)}
                    assetGroups={assetGroups}
                    active={activeField === field.id}
                    readOnly={readOnly}
                    onChange={(decision) => setDecisions((current) => ({ ...current, [field.id]: decision }))}
                    onActive={focusField}
                  />
                ))}
              </Box>
            );
          })}
          {conflicts.size > 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {I.conflictsTitle}
              {/* A clash on a field the paper did not give (an asset's missing location) has no row to mark. */}
              {[...conflicts]
                .filter(([fieldId]) => !file.fields.some((field) => field.id === fieldId))
                .map(([fieldId, message]) => (
                  <Typography key={fieldId} variant="body2" component="p">
                    {message}
                  </Typography>
                ))}
            </Alert>
          ) : accept.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(accept.error, I.acceptFailed)}
            </Alert>
          ) : null}
          {readOnly || !reviews ? null : (
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => send('accept')} disabled={accept.isPending}>
                {accept.isPending ? I.saving : I.acceptFile}
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => send('reject')}
                disabled={accept.isPending}
              >
                {I.rejectFile}
              </Button>
            </Box>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
