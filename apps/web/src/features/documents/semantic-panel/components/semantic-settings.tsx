/**
 * The settings of the one AI search: method (the same as the tabs), similarity threshold 0.3–1 step
 * 0.05 with the Broad/Balanced/Precise marks, the two weights that always sum to 1, max results 5–50
 * step 5, category, type and tag filters fed by GET /api/ai-search/filters, and the clients, sites,
 * projects and assets documents are linked to. Every slider shows its
 * value as text beside its label.
 */
import { AI_SEARCH_METHODS, type AiSearchMethod, DOCUMENT_SEARCH } from '@firebreak/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_SEARCH_STRINGS } from '../../ai-search/strings';
import { useDocuments } from '../../api/get-documents';
import type { AiSearchSettings } from '../../api/search-documents';
import { LinkFilterFields } from '../../components/link-filter-fields';
import {
  FilterFields,
  LimitSlider,
  SettingSlider,
  WeightSliders,
} from '../../components/search-settings-fields';
import { SEMANTIC_PANEL_STRINGS as S } from '../strings';

const NO_DOCUMENTS: never[] = [];

/** The filter choices the library offers (GET /ai-search/filters), until they have loaded. */
export type Filters = { categories: string[]; types: string[]; tags: string[] } | undefined;

export function SemanticSettings({
  settings,
  method,
  comparing,
  onMethodChange,
  onChange,
  filters,
}: {
  settings: AiSearchSettings;
  method: AiSearchMethod;
  comparing: boolean;
  onMethodChange: (method: AiSearchMethod) => void;
  onChange: (patch: Partial<AiSearchSettings>) => void;
  filters: Filters;
}) {
  // The clients, sites, projects and assets the library's documents are linked to (decision 0081).
  const documents = useDocuments().data?.documents ?? NO_DOCUMENTS;
  return (
    <Grid container columnSpacing={3} rowSpacing={2} data-testid="ai-settings">
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          fullWidth
          label={S.method}
          value={method}
          helperText={comparing ? S.methodCompare : S.methodHint}
          onChange={(event) => onMethodChange(event.target.value as AiSearchMethod)}
        >
          {AI_SEARCH_METHODS.map((option) => (
            <MenuItem key={option} value={option}>
              {S.methods[option]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SettingSlider
          id="ai-similarity"
          label={AI_SEARCH_STRINGS.similarity}
          valueText={AI_SEARCH_STRINGS.similarityValue(settings.threshold)}
          hint={S.thresholdHint}
          value={settings.threshold}
          {...DOCUMENT_SEARCH.threshold}
          marks={[...AI_SEARCH_STRINGS.marks]}
          onChange={(_, value) => onChange({ threshold: value as number })}
        />
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={settings.hideBelow}
              onChange={(event) => onChange({ hideBelow: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': 'ai-hide-below-hint' } }}
            />
          }
          label={S.hideBelow}
        />
        <Typography id="ai-hide-below-hint" variant="caption" color="text.secondary" component="p">
          {S.hideBelowHint}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LimitSlider id="ai-limit" value={settings.limit} onChange={(limit) => onChange({ limit })} />
      </Grid>
      <WeightSliders idPrefix="ai" weights={settings} hint={S.weightsHint} onChange={onChange} />
      <FilterFields values={settings} filters={filters} onChange={onChange} />
      <LinkFilterFields documents={documents} value={settings} onChange={onChange} />
    </Grid>
  );
}
