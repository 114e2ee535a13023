/** Recent quotes (spec §2, §3): title, client, area, total and status; 'Won' green. Errors only logged. */
import { formatArea, formatRelativeDate, formatZar } from '@firebreak/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecentQuotes } from '../api/get-recent-quotes';
import { RECENT_STRINGS as S } from './quick-quote-strings';
import { QuoteStatusChip } from './quote-status-chip';

export function RecentQuotes() {
  const recent = useRecentQuotes();
  const quotes = recent.data ?? [];
  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="recent-quotes-heading">
      <Typography id="recent-quotes-heading" variant="h6" component="h2">
        {S.heading}
      </Typography>
      <Box sx={{ height: 4 }}>{recent.isFetching ? <LinearProgress aria-label={S.loading} /> : null}</Box>
      {recent.isSuccess && quotes.length === 0 ? (
        <Typography color="text.secondary">{S.empty}</Typography>
      ) : null}
      <List dense aria-label={S.heading}>
        {quotes.map((quote) => (
          <ListItem key={quote.id} disableGutters divider>
            <ListItemText
              primary={quote.projectTitle}
              secondary={[
                quote.clientName,
                quote.kind === 'BOQ' ? S.boq : S.area(formatArea(quote.area)),
                `${quote.quoteNumber} · ${formatRelativeDate(quote.createdAt)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { noWrap: true }, secondary: { color: 'text.secondary' } }}
            />
            <Stack alignItems="flex-end" spacing={0.5} sx={{ ml: 2, flexShrink: 0 }}>
              <Typography fontWeight={600}>{formatZar(quote.total)}</Typography>
              <QuoteStatusChip status={quote.status} />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
