/** Weather alerts of the metrics as chips: error for CRITICAL, warning for HIGH, otherwise info (spec §3). */
import { type DashboardMetrics, weatherChipColor } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DARK_TEXT } from '@/components/project-chips';
import { METRICS_STRINGS as S } from '../strings';

export function WeatherAlerts({ alerts }: { alerts: DashboardMetrics['weatherAlerts'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {S.weatherAlerts}
      </Typography>
      {alerts.length === 0 ? (
        <Typography color="text.secondary">{S.noWeatherAlerts}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {alerts.map((alert) => (
            <Box component="li" key={`${alert.location}-${alert.message}`} sx={{ maxWidth: '100%' }}>
              <Tooltip title={alert.message}>
                <Chip
                  color={weatherChipColor(alert.severity)}
                  label={`${alert.location}: ${alert.message}`}
                  // Dark text: white on the dark theme's red does not reach 4.5:1.
                  sx={{ color: DARK_TEXT, maxWidth: { xs: '100%', sm: 360 } }}
                />
              </Tooltip>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
