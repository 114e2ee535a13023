/** The AI Options panel (spec §5 AI search): similarity, weights summing to 1, max results, filters. */
import { DOCUMENT_SEARCH } from '@firebreak/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectFilter } from '../components/select-filter';
import type { AiSearchSettings } from './ai-search-api';
import { AI_SEARCH_STRINGS as S } from './strings';

const round1 = (value: number) => Math.round(value * 10) / 10;

export function AiOptions({
  settings,
  onChange,
  filters,
}: {
  settings: AiSearchSettings;
  onChange: (patch: Partial<AiSearchSettings>) => void;
  filters: { categories: string[]; types: string[]; tags: string[] } | undefined;
}) {
  const { threshold, limit } = DOCUMENT_SEARCH;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="ai-options">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography id="similarity-label">{S.similarity}</Typography>
          <Slider
            aria-labelledby="similarity-label"
            value={settings.threshold}
            min={threshold.min}
            max={threshold.max}
            step={threshold.step}
            marks={[...S.marks]}
            valueLabelDisplay="auto"
            onChange={(_, value) => onChange({ threshold: value as number })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography id="limit-label">{S.maxResults}</Typography>
          <Slider
            aria-labelledby="limit-label"
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
            id="ai-weight-label"
            label={S.aiWeight}
            value={settings.semanticWeight}
            onValue={(value) => onChange({ semanticWeight: round1(value), keywordWeight: round1(1 - value) })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WeightSlider
            id="keyword-weight-label"
            label={S.keywordWeight}
            value={settings.keywordWeight}
            onValue={(value) => onChange({ keywordWeight: round1(value), semanticWeight: round1(1 - value) })}
          />
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
    </Paper>
  );
}

/** One of the two weight sliders; moving one sets the other so they always sum to 1 (spec §5). */
export function WeightSlider({
  id,
  label,
  value,
  onValue,
}: {
  id: string;
  label: string;
  value: number;
  onValue: (value: number) => void;
}) {
  const { weight } = DOCUMENT_SEARCH;
  return (
    <>
      <Typography id={id}>{label}</Typography>
      <Slider
        aria-labelledby={id}
        value={value}
        min={weight.min}
        max={weight.max}
        step={weight.step}
        valueLabelDisplay="auto"
        onChange={(_, next) => onValue(next as number)}
      />
    </>
  );
}
