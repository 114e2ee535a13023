/**
 * Controls shared by the AI Options panel and the semantic panel: the two weights that always sum to
 * 1 (spec §5), the result-limit slider (5–50 step 5), and the category, type and tag filters.
 * Each renders its own Grid items, so both panels lay them out alike.
 */
import { DOCUMENT_SEARCH } from '@firebreak/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_SEARCH_STRINGS as S } from '../ai-search/strings';
import { SelectFilter } from './select-filter';

const round1 = (value: number) => Math.round(value * 10) / 10;

type Weights = { semanticWeight: number; keywordWeight: number };

/** The two weight sliders; moving one sets the other so they always sum to 1. */
export function WeightSliders({
  idPrefix,
  semanticLabel,
  keywordLabel,
  weights,
  onChange,
}: {
  idPrefix: string;
  semanticLabel: string;
  keywordLabel: string;
  weights: Weights;
  onChange: (patch: Weights) => void;
}) {
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <WeightSlider
          id={`${idPrefix}-semantic-weight-label`}
          label={semanticLabel}
          value={weights.semanticWeight}
          onValue={(value) => onChange({ semanticWeight: round1(value), keywordWeight: round1(1 - value) })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WeightSlider
          id={`${idPrefix}-keyword-weight-label`}
          label={keywordLabel}
          value={weights.keywordWeight}
          onValue={(value) => onChange({ keywordWeight: round1(value), semanticWeight: round1(1 - value) })}
        />
      </Grid>
    </>
  );
}

function WeightSlider({
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

/** The result-limit slider, 5–50 step 5. */
export function LimitSlider({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (limit: number) => void;
}) {
  const { limit } = DOCUMENT_SEARCH;
  return (
    <>
      <Typography id={id}>{label}</Typography>
      <Slider
        aria-labelledby={id}
        value={value}
        min={limit.min}
        max={limit.max}
        step={limit.step}
        valueLabelDisplay="auto"
        onChange={(_, next) => onChange(next as number)}
      />
    </>
  );
}

type FilterValues = { category: string; type: string; tags: string[] };

/** Category, type (shown upper-case) and tags, with options from GET /api/ai-search/filters. */
export function FilterFields({
  values,
  filters,
  onChange,
}: {
  values: FilterValues;
  filters: { categories: string[]; types: string[]; tags: string[] } | undefined;
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectFilter
          label={S.category}
          value={values.category}
          allLabel={S.allCategories}
          options={filters?.categories ?? []}
          onChange={(category) => onChange({ category })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectFilter
          label={S.type}
          value={values.type}
          allLabel={S.allTypes}
          options={filters?.types ?? []}
          onChange={(type) => onChange({ type })}
          format={(type) => type.toUpperCase()}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete
          multiple
          options={filters?.tags ?? []}
          value={values.tags}
          onChange={(_, tags) => onChange({ tags })}
          renderInput={(params) => <TextField {...params} label={S.tags} />}
        />
      </Grid>
    </>
  );
}
