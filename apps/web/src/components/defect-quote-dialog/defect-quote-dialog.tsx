/**
 * 'Quote the defects' (issue 17): a visit's open defects become one Draft BOQ quote in one step. Each
 * defect not yet on a quote is a line, priced from the price list item offered for its asset type (or
 * another found by search, or left at R 0 to price in the BOQ); the terms come from a quote template.
 * On success the quote opens in the Detailed BOQ tab for review.
 */
import {
  boqQuotePath,
  DEFECT_SEVERITY_LABELS,
  type DefectQuoteProposal,
  formatShortDate,
  formatZarExact,
  LABELS,
  locationLabel,
  type PriceItem,
  parseQuantity,
  QUOTE_LOCATIONS,
  type QuoteLocation,
  URGENCIES,
  type Urgency,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import { useActiveTemplates } from '@/entities/quote/api/get-active-templates';
import { usePriceSearch } from '@/entities/quote/api/search-price-list';
import { useDefectQuoteProposal } from '@/entities/visit/api/get-defect-quote-proposal';
import { useQuoteDefects } from '@/entities/visit/api/quote-defects';
import { errorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { S } from './strings';

type Entry = DefectQuoteProposal['defects'][number];
type Line = { include: boolean; item: PriceItem | null; quantity: string };

export function DefectQuoteDialog({ visitId, onClose }: { visitId: string; onClose: () => void }) {
  const proposal = useDefectQuoteProposal(visitId);
  const templates = useActiveTemplates();
  const create = useQuoteDefects(visitId);
  const navigate = useNavigate();
  const [lines, setLines] = useState<Record<string, Line>>({});
  const [templateId, setTemplateId] = useState('');
  const [urgency, setUrgency] = useState<Urgency>('STANDARD');
  const [location, setLocation] = useState<QuoteLocation>('LOCAL');
  const [problem, setProblem] = useState<string | null>(null);

  const open = useMemo(() => (proposal.data?.defects ?? []).filter((entry) => !entry.quote), [proposal.data]);
  const quoted = useMemo(
    () => (proposal.data?.defects ?? []).filter((entry) => entry.quote),
    [proposal.data],
  );

  // Every open defect starts included, with the first item offered for its asset type.
  useEffect(() => {
    setLines((previous) => {
      const next = { ...previous };
      for (const entry of open)
        next[entry.defect.id] ??= { include: true, item: entry.suggestions[0] ?? null, quantity: '1' };
      return next;
    });
  }, [open]);

  // The template for the terms: the first of the project type the defects' systems call for, else
  // the first active one; the office may change it.
  const projectType = proposal.data?.projectType;
  useEffect(() => {
    if (templateId || !templates.data?.length || proposal.isPending) return;
    const fitting = templates.data.find((tpl) => tpl.projectType === projectType) ?? templates.data[0];
    if (fitting) setTemplateId(fitting.id);
  }, [templates.data, templateId, projectType, proposal.isPending]);

  const change = (id: string, patch: Partial<Line>) =>
    setLines((previous) => ({ ...previous, [id]: { ...(previous[id] as Line), ...patch } }));

  const chosen = open.filter((entry) => lines[entry.defect.id]?.include);
  const badQuantity = chosen.some((entry) => parseQuantity(lines[entry.defect.id]?.quantity) === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (chosen.length === 0) return setProblem(S.noneChosen);
    if (badQuantity) return setProblem(S.quantityInvalid);
    if (!templateId) return setProblem(S.templateRequired);
    try {
      const result = await create.mutateAsync({
        templateId,
        urgency,
        location,
        lines: chosen.map((entry) => {
          const line = lines[entry.defect.id] as Line;
          return { defectId: entry.defect.id, priceItemId: line.item?.id ?? null, quantity: line.quantity };
        }),
      });
      onClose();
      navigate(boqQuotePath(result.quote.id));
    } catch (error) {
      setProblem(errorMessage(error, S.failed));
    }
  };

  let body: React.ReactNode;
  if (proposal.isPending) body = <SectionSpinner label={S.loading} />;
  else if (proposal.isError)
    body = <Alert severity="error">{errorMessage(proposal.error, S.loadFailed)}</Alert>;
  else
    body = (
      <>
        <Typography>{S.intro(proposal.data.projectTitle, proposal.data.clientName)}</Typography>
        {open.length === 0 ? <Alert severity="info">{S.nothingOpen}</Alert> : null}
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={S.defectsLabel}>
          {open.map((entry) => (
            <DefectLine
              key={entry.defect.id}
              entry={entry}
              line={lines[entry.defect.id]}
              onChange={(patch) => change(entry.defect.id, patch)}
            />
          ))}
        </Stack>
        {quoted.length > 0 ? (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {S.alreadyQuoted}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {quoted.map((entry) => (
                <li key={entry.defect.id}>
                  <Typography variant="body2">
                    {entry.defect.description} —{' '}
                    <Link component={RouterLink} to={boqQuotePath(entry.quote?.id ?? '')}>
                      {entry.quote?.quoteNumber}
                    </Link>
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <TextField
            select
            label={S.template}
            value={templates.data?.some((tpl) => tpl.id === templateId) ? templateId : ''}
            onChange={(event) => setTemplateId(event.target.value)}
            helperText={S.templateHelp}
          >
            {(templates.data ?? []).map((tpl) => (
              <MenuItem key={tpl.id} value={tpl.id}>
                {tpl.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={S.urgency}
            value={urgency}
            onChange={(event) => setUrgency(event.target.value as Urgency)}
          >
            {URGENCIES.map((value) => (
              <MenuItem key={value} value={value}>
                {LABELS.urgency[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={S.location}
            value={location}
            onChange={(event) => setLocation(event.target.value as QuoteLocation)}
          >
            {QUOTE_LOCATIONS.map((value) => (
              <MenuItem key={value} value={value}>
                {locationLabel(value)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </>
    );

  return (
    <FormDialog
      title={S.title}
      titleId="defect-quote-title"
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending || proposal.isPending}
      error={problem}
      maxWidth="md"
      saveLabel={S.create(chosen.length)}
    >
      {body}
    </FormDialog>
  );
}

function DefectLine({
  entry,
  line,
  onChange,
}: {
  entry: Entry;
  line: Line | undefined;
  onChange: (patch: Partial<Line>) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const found = usePriceSearch(debounced);
  const options = useMemo(() => {
    const byId = new Map<string, PriceItem>();
    for (const item of [...entry.suggestions, ...(found.data?.items ?? [])]) byId.set(item.id, item);
    return [...byId.values()];
  }, [entry.suggestions, found.data]);
  const id = entry.defect.id;
  const quantityOk = !line?.include || parseQuantity(line.quantity) !== null;

  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5, overflowWrap: 'anywhere' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={line?.include ?? true}
            onChange={(event) => onChange({ include: event.target.checked })}
          />
        }
        label={
          <span>
            <strong>{DEFECT_SEVERITY_LABELS[entry.defect.severity]}</strong>: {entry.defect.description}
          </span>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
        {entry.assetLabel} · {S.found(formatShortDate(entry.defect.createdAt))}
      </Typography>
      {line?.include ? (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
          <Autocomplete
            options={options}
            value={line.item}
            onChange={(_event, item) => onChange({ item })}
            onInputChange={(_event, text, reason) => {
              if (reason === 'input') setSearch(text);
            }}
            filterOptions={(items) => items}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(item) => `${item.code} · ${item.description}`}
            renderOption={(props, item) => (
              <li {...props} key={item.id}>
                <Box>
                  <Typography variant="body2">
                    {item.code} · {item.description}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatZarExact(item.unitPrice)} / {item.unit} · {item.supplierName}
                  </Typography>
                </Box>
              </li>
            )}
            noOptionsText={S.noItems}
            renderInput={(params) => (
              <TextField
                {...params}
                label={S.item}
                id={`defect-item-${id}`}
                helperText={
                  line.item ? S.itemPrice(formatZarExact(line.item.unitPrice), line.item.unit) : S.typedLine
                }
              />
            )}
          />
          <TextField
            label={S.quantity}
            id={`defect-qty-${id}`}
            value={line.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            error={!quantityOk}
            helperText={quantityOk ? ' ' : S.quantityInvalid}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
      ) : null}
    </Paper>
  );
}
