/** At most `max` tag chips, then '+N more'. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BROWSE_STRINGS as S } from '../strings';

export function TagChips({ tags, max }: { tags: readonly string[]; max: number }) {
  if (tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {tags.slice(0, max).map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
      {tags.length > max ? <Chip label={S.moreTags(tags.length - max)} size="small" /> : null}
    </Stack>
  );
}
