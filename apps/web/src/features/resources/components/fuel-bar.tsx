/** Fuel bar: red under 30, amber under 60, otherwise green (spec §2). */
import { fuelColour } from '@firebreak/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { S } from '../strings';
import { COLOURS } from './status-chip';

export function FuelBar({ fuel }: { fuel: number }) {
  const colour = fuelColour(fuel);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {S.fuel}: {Math.round(fuel)}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={fuel}
        aria-label={`${S.fuel} ${Math.round(fuel)}%`}
        data-colour={colour}
        sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { bgcolor: COLOURS[colour].bg } }}
      />
    </Box>
  );
}
