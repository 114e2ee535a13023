/**
 * The semantic panel's controls: method (default hybrid), threshold, the two weights that always sum
 * to 1, the result limit, and category, type and tag filters fed by GET /api/ai-search/filters.
 */
import { AI_SEARCH_METHODS, type AiSearchMethod } from '@firebreak/shared';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_SEARCH_STRINGS } from '../ai-search/strings';
import type { AiSearchSettings } from '../api/search-documents';
import { FilterFields, LimitSlider, WeightSliders } from '../components/search-settings-fields';
import { SEMANTIC_PANEL_STRINGS as S } from './strings';

export type SemanticPanelSettings = AiSearchSettings & { method: AiSearchMethod };

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
        <LimitSlider
          id="semantic-limit-label"
          label={S.limit}
          value={settings.limit}
          onChange={(limit) => onChange({ limit })}
        />
      </Grid>
      <WeightSliders
        idPrefix="semantic-panel"
        semanticLabel={S.semanticWeight}
        keywordLabel={S.keywordWeight}
        weights={settings}
        onChange={onChange}
      />
      <Grid size={12} sx={{ mt: -2 }}>
        <Typography variant="caption" color="text.secondary">
          {S.weightsHint}
        </Typography>
      </Grid>
      <FilterFields values={settings} filters={filters} onChange={onChange} />
    </Grid>
  );
}
