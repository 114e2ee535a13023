/**
 * The generated quote (spec §2): the estimate figures, the first 3 includes, 3 exclusions and 4 notes,
 * copy the total, save, and download the text file (full lists) named from the quote number and the
 * sanitised title. Once saved it carries its final number and offers the PDF too.
 */
import {
  clientTypeLabel,
  formatArea,
  formatLongDate,
  formatZar,
  type GeneratedQuote,
  isDraftQuoteNumber,
  plainSpaces,
  QUOTE_LIMITS,
  quoteTextFileName,
  quoteToText,
  type SavedQuote,
} from '@firebreak/shared';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Description from '@mui/icons-material/Description';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { saveText } from '@/lib/save-file';
import { useNotice } from '@/lib/use-notice';
import { useDownloadQuotePdf } from '../api/download-quote-pdf';
import { useSaveQuote } from '../api/save-quote';
import { PANEL_STRINGS as S } from '../strings';
import { QuoteFigures } from './quote-figures';

const isSaved = (quote: GeneratedQuote | SavedQuote): quote is SavedQuote => 'id' in quote;

export function GeneratedQuotePanel({
  quote,
  onSaved,
}: {
  quote: GeneratedQuote | SavedQuote;
  onSaved: (quote: SavedQuote) => void;
}) {
  const save = useSaveQuote();
  const pdf = useDownloadQuotePdf();
  const { notify, notice } = useNotice();
  const [saveError, setSaveError] = useState<string | null>(null);
  const saved = isSaved(quote);

  async function copyTotal() {
    try {
      await navigator.clipboard.writeText(plainSpaces(formatZar(quote.total)));
      notify(S.copied, 'success');
    } catch {
      notify(S.copyFailed, 'error');
    }
  }

  async function saveQuote() {
    setSaveError(null);
    try {
      const result = await save.mutateAsync(quote);
      onSaved(result.quote);
      notify(result.message, 'success');
    } catch {
      setSaveError(S.saveFailed);
    }
  }

  async function downloadPdf() {
    if (!saved) return;
    try {
      await pdf.mutateAsync(quote);
    } catch {
      notify(S.pdfFailed, 'error');
    }
  }

  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="generated-quote-heading">
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" flexWrap="wrap" gap={1}>
        <Typography id="generated-quote-heading" variant="h6" component="h2">
          {S.heading}
        </Typography>
        <Typography variant="h6" component="p" data-testid="quote-number">
          {quote.quoteNumber}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {S.generated(formatLongDate(quote.generatedAt), quote.generatedBy)}
      </Typography>
      {isDraftQuoteNumber(quote.quoteNumber) ? (
        <Typography variant="body2" color="text.secondary">
          {S.draftNote}
        </Typography>
      ) : null}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {quote.projectTitle}
      </Typography>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        <Fact label={S.client} value={quote.clientName || '—'} />
        <Fact label={S.contact} value={quote.contactNumber || '—'} />
        <Fact label={S.clientType} value={clientTypeLabel(quote.clientType)} />
        <Fact label={S.projectType} value={quote.projectTypeName} />
        <Fact label={S.area} value={`${formatArea(quote.area)} m²`} />
        <Fact label={S.typicalDuration} value={quote.typicalDuration} />
      </Grid>

      <QuoteFigures quote={quote} />

      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ my: 2 }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={copyTotal}>
          {S.copyTotal}
        </Button>
        <Button
          variant="contained"
          startIcon={
            save.isPending ? <CircularProgress size={18} color="inherit" aria-label={S.saving} /> : <Save />
          }
          onClick={saveQuote}
          disabled={saved || save.isPending}
        >
          {saved ? S.savedButton : S.save}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Description />}
          onClick={() => saveText(quoteToText(quote), quoteTextFileName(quote))}
        >
          {S.download}
        </Button>
        {saved ? (
          <Button
            variant="outlined"
            startIcon={<PictureAsPdf />}
            onClick={downloadPdf}
            disabled={pdf.isPending}
          >
            {S.downloadPdf}
          </Button>
        ) : null}
      </Stack>
      {saveError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saveError}
        </Alert>
      ) : null}

      <Divider sx={{ mb: 2 }} />
      <Grid container spacing={2}>
        <ShortList title={S.includes} items={quote.includes} shown={QUOTE_LIMITS.shownIncludes} />
        <ShortList title={S.exclusions} items={quote.exclusions} shown={QUOTE_LIMITS.shownExclusions} />
        <ShortList title={S.notes} items={quote.notes} shown={QUOTE_LIMITS.shownNotes} />
      </Grid>
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {S.paymentTerms}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {quote.paymentTerms}
        </Typography>
        <Typography variant="subtitle2" component="h3">
          {S.validity}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {quote.validity}
        </Typography>
      </Box>

      {notice}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:
        </Box>{' '}
        {value}
      </Typography>
    </Grid>
  );
}

function ShortList({ title, items, shown }: { title: string; items: string[]; shown: number }) {
  const more = items.length - shown;
  return (
    <Grid size={{ xs: 12, lg: 4 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={title}>
        {items.slice(0, shown).map((item) => (
          <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
            {item}
          </Typography>
        ))}
      </Box>
      {more > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {S.moreInDownload(more)}
        </Typography>
      ) : null}
    </Grid>
  );
}
