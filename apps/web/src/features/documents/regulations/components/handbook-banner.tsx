/** Spec §2: the handbook's title, page count, word count, average words per page and '100% Searchable'. */
import { type HandbookData, handbookStats, LOCALE } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REGULATIONS_STRINGS as S } from '../strings';

const number = new Intl.NumberFormat(LOCALE);

/** `note`: what the handbook is when it is the built-in sample (not a SANS standard). */
export function HandbookBanner({ data, note }: { data: HandbookData; note?: string | null }) {
  const stats = handbookStats(data);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="handbook-title" sx={{ p: 3, mb: 3 }}>
      <Typography id="handbook-title" variant="h5" component="h2" gutterBottom>
        {data.document_info.title}
      </Typography>
      {note ? (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {note}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={S.pages(number.format(stats.pages))} />
        <Chip label={S.words(number.format(stats.words))} />
        <Chip label={S.averageWords(number.format(stats.averageWordsPerPage))} />
        <Chip color="success" label={S.searchable} />
      </Stack>
    </Paper>
  );
}
