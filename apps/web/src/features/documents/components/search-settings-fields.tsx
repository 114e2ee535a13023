/**
 * Controls of the AI search's settings area: a labelled slider that shows its current value as text,
 * the two weights that always sum to 1 (spec §5), the result-limit slider (5–50 step 5), and the
 * category, type and tag filters. Each renders its own Grid items.
 */
import { DOCUMENT_SEARCH } from '@firebreak/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Slider, { type SliderProps } from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_SEARCH_STRINGS as S } from '../ai-search/strings';
import { SelectFilter } from './select-filter';

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A slider under its label, with the current value as text at the right ('Similarity 0.70'). The
 * slider is inset so the end marks' labels never reach past the area's edge on a phone.
 */
export function SettingSlider({
  id,
  label,
  valueText,
  hint,
  ...slider
}: {
  id: string;
  label: string;
  /** Shown at the right of the label; left out where a neighbour already shows it. */
  valueText?: string;
  hint?: string;
} & Pick<SliderProps, 'value' | 'min' | 'max' | 'step' | 'marks' | 'onChange' | 'getAriaValueText'>) {
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={id}>{label}</Typography>
        {valueText ? (
          <Typography
            component="output"
            htmlFor={`${id}-slider`}
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            data-testid={`${id}-value`}
          >
            {valueText}
          </Typography>
        ) : null}
      </Stack>
      <Box sx={{ px: 2.5 }}>
        <Slider
          {...slider}
          slotProps={{ input: { id: `${id}-slider` } }}
          aria-labelledby={id}
          aria-describedby={hint ? `${id}-hint` : undefined}
          valueLabelDisplay="auto"
        />
      </Box>
      {hint ? (
        <Typography id={`${id}-hint`} variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      ) : null}
    </>
  );
}

type Weights = { semanticWeight: number; keywordWeight: number };

/**
 * The two weight sliders; moving one sets the other so they always sum to 1. Both values show once,
 * beside the first ('AI 0.7 · Keyword 0.3').
 */
export function WeightSliders({
  idPrefix,
  weights,
  hint,
  onChange,
}: {
  idPrefix: string;
  weights: Weights;
  hint?: string;
  onChange: (patch: Weights) => void;
}) {
  const { weight } = DOCUMENT_SEARCH;
  const valueText = S.weightsValue(weights.semanticWeight, weights.keywordWeight);
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <SettingSlider
          id={`${idPrefix}-semantic-weight`}
          label={S.aiWeight}
          valueText={valueText}
          value={weights.semanticWeight}
          {...weight}
          onChange={(_, value) =>
            onChange({
              semanticWeight: round1(value as number),
              keywordWeight: round1(1 - (value as number)),
            })
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SettingSlider
          id={`${idPrefix}-keyword-weight`}
          label={S.keywordWeight}
          value={weights.keywordWeight}
          {...weight}
          onChange={(_, value) =>
            onChange({
              keywordWeight: round1(value as number),
              semanticWeight: round1(1 - (value as number)),
            })
          }
        />
      </Grid>
      {hint ? (
        <Grid size={12} sx={{ mt: -1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        </Grid>
      ) : null}
    </>
  );
}

/** The result-limit slider, 5–50 step 5. */
export function LimitSlider({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (limit: number) => void;
}) {
  return (
    <SettingSlider
      id={id}
      label={S.maxResults}
      valueText={S.maxResultsValue(value)}
      value={value}
      {...DOCUMENT_SEARCH.limit}
      onChange={(_, next) => onChange(next as number)}
    />
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
