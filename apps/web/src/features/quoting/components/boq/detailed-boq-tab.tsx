/**
 * The Detailed BOQ tab (issue 17): build a bill from the price list, price it live with the shared
 * calculateBoq, save it as a Draft BOQ quote (POST, then PUT), download its PDF, start a new one. The
 * quote being edited is in the address (?tab=boq&quote=<id>) so a reload, or 'Edit in BOQ' from Quote
 * History, reopens it; a quote past Draft opens read-only. `priceListView` is the seam for the price
 * list management view: when given, a toggle switches between it and the builder.
 */
import type { SavedQuote } from '@firebreak/shared';
import Add from '@mui/icons-material/Add';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { serverErrorText } from '@/lib/api-error';
import { useNotice } from '@/lib/use-notice';
import { useSaveBoqQuote } from '../../api/boq';
import { useDownloadQuotePdf } from '../../api/download-quote-pdf';
import { useQuote } from '../../api/get-quote';
import { useQuoteTemplates } from '../../api/get-quote-templates';
import { QuoteFigures } from '../quote-figures';
import { BoqBuilder } from './boq-builder';
import { boqReducer, draftFromQuote, EMPTY_BOQ, priceBoqDraft, toBoqBody, validateBoq } from './boq-draft';
import { BoqHeaderFields } from './boq-header-fields';
import { BOQ_STRINGS as S } from './strings';

const fingerprint = (draft: Parameters<typeof toBoqBody>[0]) => JSON.stringify(toBoqBody(draft));

export function DetailedBoqTab({ priceListView }: { priceListView?: ReactNode }) {
  const [view, setView] = useState<'build' | 'priceList'>('build');
  return (
    <Stack spacing={2}>
      {priceListView ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={view}
          onChange={(_event, next: 'build' | 'priceList' | null) => next && setView(next)}
          aria-label={S.viewsLabel}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="build">{S.views.build}</ToggleButton>
          <ToggleButton value="priceList">{S.views.priceList}</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      {view === 'priceList' && priceListView ? priceListView : <BoqEditor />}
    </Stack>
  );
}

function BoqEditor() {
  const [search, setSearch] = useSearchParams();
  const quoteId = search.get('quote');
  const templates = useQuoteTemplates();
  const opened = useQuote(quoteId ?? '', { enabled: Boolean(quoteId) });
  const save = useSaveBoqQuote();
  const pdf = useDownloadQuotePdf();
  const { notify, notice } = useNotice();
  const [draft, dispatch] = useReducer(boqReducer, EMPTY_BOQ);
  const [baseline, setBaseline] = useState(() => fingerprint(EMPTY_BOQ));
  const [error, setError] = useState<string | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);
  /** The quote whose content is in the editor; a save sets it before the address changes. */
  const loaded = useRef<string | null>(null);
  const [saved, setSaved] = useState<SavedQuote | null>(null);

  useEffect(() => {
    const quote = opened.data;
    if (!quote || !quoteId || quote.id !== quoteId || loaded.current === quoteId || quote.kind !== 'BOQ')
      return;
    loaded.current = quoteId;
    const next = draftFromQuote(quote);
    dispatch({ type: 'reset', draft: next });
    setBaseline(fingerprint(next));
    setSaved(quote);
    setError(null);
  }, [opened.data, quoteId]);

  const current = quoteId && saved?.id === quoteId ? saved : null;
  const isReadOnly = current !== null && current.status !== 'Draft';
  const templateList = templates.data ?? [];
  const template = templateList.find((item) => item.id === draft.templateId);
  const { quote: priced, amounts } = useMemo(() => priceBoqDraft(draft, template), [draft, template]);
  const isDirty = fingerprint(draft) !== baseline;

  function startNew() {
    loaded.current = null;
    dispatch({ type: 'reset', draft: EMPTY_BOQ });
    setBaseline(fingerprint(EMPTY_BOQ));
    setSaved(null);
    setError(null);
    setConfirmNew(false);
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('quote');
        return next;
      },
      { replace: true },
    );
  }

  async function handleSave() {
    const invalid = validateBoq(draft);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    const body = toBoqBody(draft);
    try {
      const quote = await save.mutateAsync({ id: current?.id ?? null, body });
      loaded.current = quote.id;
      setSaved(quote);
      setBaseline(JSON.stringify(body));
      notify(S.saved(quote.quoteNumber), 'success');
      if (quote.id !== quoteId)
        setSearch(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set('quote', quote.id);
            return next;
          },
          { replace: true },
        );
    } catch (failure) {
      setError(serverErrorText(failure) ?? S.saveFailed);
    }
  }

  async function handleDownload() {
    if (!current) return;
    try {
      await pdf.mutateAsync(current);
    } catch {
      notify(S.pdfFailed, 'error');
    }
  }

  if (quoteId && opened.isPending) return <CircularProgress aria-label={S.loading} />;
  if (quoteId && opened.isError)
    return <Alert severity="error">{serverErrorText(opened.error) ?? S.loadFailed}</Alert>;
  if (quoteId && opened.data?.kind === 'QUICK')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{S.notBoq}</Alert>
        <Button startIcon={<Add />} onClick={startNew}>
          {S.newBoq}
        </Button>
      </Stack>
    );

  const footer = (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 700 }}>
        {S.totals}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <QuoteFigures quote={priced} />
      </Box>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={
              save.isPending ? <CircularProgress size={20} color="inherit" aria-label={S.saving} /> : <Save />
            }
            onClick={handleSave}
            disabled={isReadOnly || save.isPending}
          >
            {S.save}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdf />}
            onClick={handleDownload}
            disabled={!current || pdf.isPending}
          >
            {S.downloadPdf}
          </Button>
          <Button
            startIcon={<Add />}
            onClick={() => (isDirty && draft.lines.length > 0 ? setConfirmNew(true) : startNew())}
          >
            {S.newBoq}
          </Button>
          {isDirty && !isReadOnly ? (
            <Typography variant="body2" color="text.secondary">
              {S.unsaved}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </>
  );

  return (
    <Stack spacing={2}>
      {current && isReadOnly ? (
        <Alert severity="info">{S.readOnly(current.quoteNumber, current.status)}</Alert>
      ) : current ? (
        <Typography variant="body2" color="text.secondary">
          {S.editing(current.quoteNumber)}
        </Typography>
      ) : null}
      <BoqBuilder
        draft={draft}
        dispatch={dispatch}
        amounts={amounts}
        disabled={isReadOnly}
        header={
          <BoqHeaderFields
            values={draft}
            onChange={(patch) => dispatch({ type: 'header', patch })}
            templates={templateList}
            currentTemplate={current ? { id: current.templateId, name: current.projectTypeName } : null}
            disabled={isReadOnly}
          />
        }
        footer={footer}
      />
      {confirmNew ? (
        <ConfirmDialog
          title={S.newTitle}
          text={S.newText}
          error={null}
          pending={false}
          confirmLabel={S.newConfirm}
          onConfirm={startNew}
          onClose={() => setConfirmNew(false)}
        />
      ) : null}
      {notice}
    </Stack>
  );
}
