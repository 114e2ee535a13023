/**
 * The semantic panel's controls: method (default hybrid), threshold, the two weights that always sum
 * to 1, the result limit, and category, type and tag filters fed by GET /api/ai-search/filters.
 */
import { AI_SEARCH_METHODS, type AiSearchMethod, DOCUMENT_SEARCH } from '@firebreak/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WeightSlider } from '../ai-search/ai-options';
import { AI_SEARCH_STRINGS } from '../ai-search/strings';
import { SelectFilter } from '../components/select-filter';
import type { SemanticPanelSettings } from './semantic-search-api';
import { SEMANTIC_PANEL_STRINGS as S } from './strings';

const round1 = (value: number) => Math.round(value * 10) / 10;
/** The panel's threshold covers the API's whole 0–1 range (the AI Options slider starts at 0.3). */
export const PANEL_THRESHOLD = { min: 0, max: 1, step: 0.05 } as const;

type Filters = { categories: string[]; types: string[]; tags: string[] } | undefined;

export function SemanticSettings({
  settings,
  onChange,
  filters,
}: {
  settings: SemanticPanelSettings;
  onChange: (patch: Partial<SemanticPanelSettings>) => void;
  filters: Filters;
}) {
  const { limit } = DOCUMENT_SEARCH;
  return (
    <Grid container spacing={3} sx={{ mb: 2 }} data-testid="semantic-settings">
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          fullWidth
          label={S.method}
          value={settings.method}
          onChange={(event) => onChange({ method: event.target.value as AiSearchMethod })}
        >
          {AI_SEARCH_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {S.methods[method]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Typography id="semantic-threshold-label">{S.threshold}</Typography>
        <Slider
          aria-labelledby="semantic-threshold-label"
          aria-describedby="semantic-threshold-hint"
          value={settings.threshold}
          min={PANEL_THRESHOLD.min}
          max={PANEL_THRESHOLD.max}
          step={PANEL_THRESHOLD.step}
          marks={[...AI_SEARCH_STRINGS.marks]}
          valueLabelDisplay="auto"
          onChange={(_, value) => onChange({ threshold: value as number })}
        />
        <Typography id="semantic-threshold-hint" variant="caption" color="text.secondary">
          {S.thresholdHint}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Typography id="semantic-limit-label">{S.limit}</Typography>
        <Slider
          aria-labelledby="semantic-limit-label"
          value={settings.limit}
          min={limit.min}
          max={limit.max}
          step={limit.step}
          valueLabelDisplay="auto"
          onChange={(_, value) => onChange({ limit: value as number })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WeightSlider
          id="semantic-weight-label"
          label={S.semanticWeight}
          value={settings.semanticWeight}
          onValue={(value) => onChange({ semanticWeight: round1(value), keywordWeight: round1(1 - value) })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WeightSlider
          id="semantic-keyword-weight-label"
          label={S.keywordWeight}
          value={settings.keywordWeight}
          onValue={(value) => onChange({ keywordWeight: round1(value), semanticWeight: round1(1 - value) })}
        />
      </Grid>
      <Grid size={12} sx={{ mt: -2 }}>
        <Typography variant="caption" color="text.secondary">
          {S.weightsHint}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectFilter
          label={S.category}
          value={settings.category}
          allLabel={S.allCategories}
          options={filters?.categories ?? []}
          onChange={(value) => onChange({ category: value })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectFilter
          label={S.type}
          value={settings.type}
          allLabel={S.allTypes}
          options={filters?.types ?? []}
          onChange={(value) => onChange({ type: value })}
          format={(type) => type.toUpperCase()}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete
          multiple
          options={filters?.tags ?? []}
          value={settings.tags}
          onChange={(_, tags) => onChange({ tags })}
          renderInput={(params) => <TextField {...params} label={S.tags} />}
        />
      </Grid>
    </Grid>
  );
}
