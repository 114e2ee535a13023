/** /portal/quotes (issue 31): the quotes waiting for the client's answer first, then those decided. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { usePortalQuotes } from '../api/get-portal-quotes';
import { P } from '../strings';
import { QuoteCard } from './quote-card';

const Q = P.quotes;

export default function PortalQuotesPage() {
  usePageTitle(Q.title);
  const query = usePortalQuotes();
  const { notify, notice } = useNotice();
  if (query.isPending) return <SectionSpinner label={P.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, P.failed)}</Alert>;
  const open = query.data.filter((quote) => quote.state === 'OPEN');
  const past = query.data.filter((quote) => quote.state !== 'OPEN');
  const onDecided = (decision: 'APPROVED' | 'DECLINED') =>
    notify(decision === 'APPROVED' ? Q.approved : Q.declined, 'success');
  return (
    <>
      <PageHeader title={Q.title} subtitle={Q.subtitle} />
      <Box component="section" aria-labelledby="portal-quotes-open" sx={{ mb: 4 }}>
        <Typography variant="h6" component="h2" id="portal-quotes-open" sx={{ mb: 1 }}>
          {Q.open}
        </Typography>
        {open.length === 0 ? (
          <Typography color="text.secondary">{Q.noOpen}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {open.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} onDecided={onDecided} />
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="portal-quotes-past">
        <Typography variant="h6" component="h2" id="portal-quotes-past" sx={{ mb: 1 }}>
          {Q.past}
        </Typography>
        {past.length === 0 ? (
          <Typography color="text.secondary">{Q.noPast}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {past.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} onDecided={onDecided} />
            ))}
          </Box>
        )}
      </Box>
      {notice}
    </>
  );
}
