/**
 * Quick Quote (spec §2, §5, §8): the form, the generated quote once there is one, and recent quotes.
 * The form's rules run here before any call; generation failures show the server's message or the
 * spec's fallback. On a phone the columns stack in reading order — form, generated quote, recent
 * quotes — and a new quote is scrolled into view, so it is what the user sees after Generate.
 */
import { type GeneratedQuote, type SavedQuote, toQuoteRequest, validateQuoteForm } from '@firebreak/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
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
  const [generations, setGenerations] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const isStacked = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  useEffect(() => {
    if (generations > 0 && isStacked) panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [generations, isStacked]);

  async function handleGenerate() {
    const invalid = validateQuoteForm(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    try {
      setQuote(await generate.mutateAsync(toQuoteRequest(values)));
      setGenerations((count) => count + 1);
    } catch (failure) {
      setError(serverErrorText(failure) ?? S.generateFailed);
    }
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        gridTemplateAreas: { xs: '"form" "quote" "recent"', md: '"form quote" "recent quote"' },
        gridTemplateRows: { md: 'auto 1fr' },
      }}
    >
      <Box sx={{ gridArea: 'form' }}>
        <QuoteForm
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          onGenerate={handleGenerate}
          templates={templates.data ?? []}
          isGenerating={generate.isPending}
          error={error}
        />
      </Box>
      {quote ? (
        <Box ref={panel} sx={{ gridArea: 'quote', scrollMarginTop: 72 }}>
          <GeneratedQuotePanel quote={quote} onSaved={setQuote} />
        </Box>
      ) : null}
      <Box sx={{ gridArea: 'recent' }}>
        <RecentQuotes />
      </Box>
    </Box>
  );
}
