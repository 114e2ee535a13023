/** The AI Options panel (spec §5 AI search): similarity, weights summing to 1, max results, filters. */
import { DOCUMENT_SEARCH } from '@firebreak/shared';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { AiSearchSettings } from '../api/search-documents';
import { FilterFields, LimitSlider, WeightSliders } from '../components/search-settings-fields';
import { AI_SEARCH_STRINGS as S } from './strings';

export function AiOptions({
  settings,
  onChange,
  filters,
}: {
  settings: AiSearchSettings;
  onChange: (patch: Partial<AiSearchSettings>) => void;
  filters: { categories: string[]; types: string[]; tags: string[] } | undefined;
}) {
  const { threshold } = DOCUMENT_SEARCH;
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
          <LimitSlider
            id="limit-label"
            label={S.maxResults}
            value={settings.limit}
            onChange={(limit) => onChange({ limit })}
          />
        </Grid>
        <WeightSliders
          idPrefix="ai"
          semanticLabel={S.aiWeight}
          keywordLabel={S.keywordWeight}
          weights={settings}
          onChange={onChange}
        />
        <FilterFields values={settings} filters={filters} onChange={onChange} />
      </Grid>
    </Paper>
  );
}
