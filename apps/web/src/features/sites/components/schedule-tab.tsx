/**
 * The site page's Schedule tab: for each asset type present at the site, its routine tasks by
 * frequency and the standard they come from (the maintenance catalogue, GET /api/asset-types).
 */
import {
  type Asset,
  type AssetType,
  FREQUENCY_LABELS,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_LEVEL_LABELS,
  tasksByFrequency,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { S } from '../strings';

export function ScheduleTab({ assets, types }: { assets: Asset[]; types: readonly AssetType[] }) {
  const counts = new Map<string, number>();
  for (const asset of assets) counts.set(asset.type, (counts.get(asset.type) ?? 0) + 1);
  const present = types.filter((type) => counts.has(type.key));
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {S.scheduleTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {S.scheduleIntro}
      </Typography>
      {present.length === 0 ? <Typography>{S.scheduleEmpty}</Typography> : null}
      <Stack spacing={2}>
        {present.map((type) => (
          <Paper
            key={type.key}
            variant="outlined"
            component="section"
            aria-labelledby={`schedule-${type.key}`}
            sx={{ p: 2 }}
          >
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography
                id={`schedule-${type.key}`}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600 }}
              >
                {type.label}
              </Typography>
              <Chip size="small" label={type.standard} />
              <Typography variant="body2" color="text.secondary">
                {type.systemLabel} · {S.scheduleCount(counts.get(type.key) ?? 0)}
              </Typography>
              {type.registration ? (
                <Typography variant="body2" color="text.secondary">
                  ·{' '}
                  {S.needsRegistration(
                    REGISTRATION_CATEGORY_LABELS[type.registration.category],
                    REGISTRATION_LEVEL_LABELS[type.registration.level],
                  )}
                </Typography>
              ) : null}
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' },
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {tasksByFrequency(type).map((group) => (
                <Box key={group.frequency} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {FREQUENCY_LABELS[group.frequency]}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                    <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
                      {group.tasks.map((task) => (
                        <li key={task}>{task}</li>
                      ))}
                    </Box>
                  </Box>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
