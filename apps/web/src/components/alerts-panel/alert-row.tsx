/**
 * One alert: severity chip in its spec colour, title (40) and message (80) cut, relative date,
 * acknowledge; the title opens what the alert is about (its project, its site, or the equipment register).
 */
import { type Alert, formatRelativeDate, projectDashboardPath, sitePath, truncate } from '@firebreak/shared';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { severityColors } from './severity';
import { ALERTS_LIMITS, ALERTS_STRINGS } from './strings';

/** onAcknowledge is left out for a role that may not acknowledge: no button. */
type AlertRowProps = { alert: Alert; onAcknowledge?: ((alert: Alert) => void) | undefined; isBusy: boolean };

/** Where an alert leads: its project, its site's schedule, or the equipment register for maintenance. */
export function alertTarget(alert: Pick<Alert, 'projectId' | 'siteId' | 'type'>): string | null {
  if (alert.projectId) return projectDashboardPath(alert.projectId);
  if (alert.siteId) return `${sitePath(alert.siteId)}?tab=schedule`;
  if (alert.type === 'MAINTENANCE') return '/resources';
  return null;
}

export function AlertRow({ alert, onAcknowledge, isBusy }: AlertRowProps) {
  const colors = severityColors(alert.severity);
  const target = alertTarget(alert);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        py: 1,
        pl: 1.5,
        pr: 0.5,
        borderLeft: 4,
        borderColor: colors.bg,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={alert.severity}
            sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600, height: 20 }}
          />
          <Typography component="h3" variant="subtitle2" title={alert.title} sx={{ wordBreak: 'break-word' }}>
            {target ? (
              <Link component={RouterLink} to={target} color="inherit">
                {truncate(alert.title, ALERTS_LIMITS.alertTitle)}
              </Link>
            ) : (
              truncate(alert.title, ALERTS_LIMITS.alertTitle)
            )}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {truncate(alert.message, ALERTS_LIMITS.message)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatRelativeDate(alert.createdAt)}
        </Typography>
      </Box>
      {onAcknowledge ? (
        <IconButton
          size="small"
          aria-label={ALERTS_STRINGS.acknowledge(alert.title)}
          disabled={isBusy}
          onClick={() => onAcknowledge(alert)}
        >
          <DoneIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
