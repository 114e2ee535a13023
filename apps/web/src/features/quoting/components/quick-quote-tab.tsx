/**
 * Quick Quote (spec §2, §5, §8): the form, the generated quote once there is one, and recent quotes.
 * The form's rules run here before any call; generation failures show the server's message or the
 * spec's fallback.
 */
import { type GeneratedQuote, type SavedQuote, toQuoteRequest, validateQuoteForm } from '@firebreak/shared';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { serverErrorText } from '@/lib/api-error';
import { useGenerateQuote } from '../api/generate-quote';
import { useQuoteTemplates } from '../api/get-quote-templates';
import { FORM_STRINGS as S } from '../strings';
import { GeneratedQuotePanel } from './generated-quote-panel';
import { EMPTY_QUOTE_FORM, QuoteForm, type QuoteFormValues } from './quote-form';
import { RecentQuotes } from './recent-quotes';

export function QuickQuoteTab() {
  const templates = useQuoteTemplates();
  const generate = useGenerateQuote();
  const [values, setValues] = useState<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const [error, setError] = useState<string | null>(null);
  const [quote, setQuote] = useState<GeneratedQuote | SavedQuote | null>(null);

  async function handleGenerate() {
    const invalid = validateQuoteForm(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    try {
      setQuote(await generate.mutateAsync(toQuoteRequest(values)));
    } catch (failure) {
      setError(serverErrorText(failure) ?? S.generateFailed);
    }
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <QuoteForm
            values={values}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            onGenerate={handleGenerate}
            templates={templates.data ?? []}
            isGenerating={generate.isPending}
            error={error}
          />
          <RecentQuotes />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        {quote ? <GeneratedQuotePanel quote={quote} onSaved={setQuote} /> : null}
      </Grid>
    </Grid>
  );
}
