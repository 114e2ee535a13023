/** The document's metadata (§2 results): its info dictionary, page sizes and the facts found as chips. */
import { formatDateTime, formatFileSize, formatShortDate, type ProcessingMetadata } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCESSING_STRINGS as S } from '../../strings';
import { Fact } from '../analysis-panel';

const INFO_FIELDS = [
  ['title', 'Title'],
  ['author', 'Author'],
  ['subject', 'Subject'],
  ['keywords', 'Keywords'],
  ['creator', 'Creator'],
  ['producer', 'Producer'],
  ['creationDate', 'Created'],
  ['modificationDate', 'Modified'],
  ['pdfVersion', 'PDF version'],
] as const;

/** PDF points to millimetres, as people name paper sizes. */
const mm = (points: number) => Math.round((points / 72) * 25.4);

function ChipRow({ label, items }: { label: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Fact label={label}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
        {[...new Set(items)].map((item) => (
          <Chip key={item} size="small" label={item} sx={{ maxWidth: '100%' }} />
        ))}
      </Stack>
    </Fact>
  );
}

export function MetadataPanel({ metadata }: { metadata: ProcessingMetadata }) {
  const { facts } = metadata;
  return (
    <Stack spacing={1} sx={{ '& .MuiTypography-root': { overflowWrap: 'anywhere' } }}>
      {INFO_FIELDS.map(([key, label]) =>
        metadata[key] ? (
          <Fact key={key} label={label}>
            {key === 'creationDate' || key === 'modificationDate'
              ? formatDateTime(metadata[key]) || metadata[key]
              : metadata[key]}
          </Fact>
        ) : null,
      )}
      <Fact label={S.pages}>{metadata.pageCount}</Fact>
      <Fact label="File size">{formatFileSize(metadata.fileSize)}</Fact>
      <Fact label={S.pageSizes}>
        {metadata.pageSizes
          .map((size) => `${mm(size.width)} × ${mm(size.height)} mm (${size.pages})`)
          .join(', ')}
      </Fact>
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {S.facts}
      </Typography>
      <ChipRow label={S.standards} items={facts.standards} />
      <ChipRow
        label={S.dates}
        items={facts.dates.map((date) => (date.iso ? formatShortDate(date.iso) : date.text))}
      />
      <ChipRow label={S.pressures} items={facts.pressures.map((pressure) => pressure.text)} />
      <ChipRow label={S.certificateNumbers} items={facts.certificateNumbers} />
    </Stack>
  );
}
