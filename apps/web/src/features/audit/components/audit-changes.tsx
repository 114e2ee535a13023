/** One entry's changed fields as "field: before → after" lines; a create shows after, a delete before. */
import type { AuditEntry } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AUDIT_STRINGS as S } from '../strings';

const MAX_VALUE = 120;

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return S.none;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => ({
    key,
    before: entry.before && key in entry.before ? formatValue(entry.before[key]) : null,
    after: entry.after && key in entry.after ? formatValue(entry.after[key]) : null,
  }));
}

export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const fields = changedFields(entry);
  if (fields.length === 0) return <Typography variant="body2">{S.none}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {fields.map((field) => (
        <Typography component="li" variant="body2" key={field.key}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {field.key}
          </Box>
          {': '}
          {field.before !== null && field.after !== null
            ? `${field.before} → ${field.after}`
            : field.after !== null
              ? field.after
              : `${field.before} (${S.removed})`}
        </Typography>
      ))}
    </Box>
  );
}
