/**
 * Status, health and compliance chips of a project. Filled MUI colours with dark text: the dark
 * theme's white-on-red fails the 4.5:1 contrast axe asks for.
 */
import { type ComplianceStatus, LABELS, type ProjectHealth, type ProjectStatus } from '@firebreak/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';

type Tone = Exclude<ChipProps['color'], undefined>;

const STATUS_TONES: Record<ProjectStatus, Tone> = {
  TENDER: 'info',
  ACTIVE: 'primary',
  ON_HOLD: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'default',
};
const HEALTH_TONES: Record<ProjectHealth, Tone> = { GOOD: 'success', AT_RISK: 'warning', CRITICAL: 'error' };
const COMPLIANCE_TONES: Record<ComplianceStatus, Tone> = {
  COMPLIANT: 'success',
  PENDING: 'info',
  NON_COMPLIANT: 'error',
};

export const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

export function ToneChip({ tone, ...props }: Omit<ChipProps, 'color'> & { tone: Tone }) {
  return (
    <Chip
      size="small"
      color={tone}
      {...props}
      sx={{ fontWeight: 500, ...(tone === 'default' ? {} : { color: DARK_TEXT }), ...props.sx }}
    />
  );
}

export function StatusChip({ status }: { status: ProjectStatus }) {
  return <ToneChip tone={STATUS_TONES[status] ?? 'default'} label={LABELS.status[status] ?? status} />;
}

export function HealthChip({ health }: { health: ProjectHealth }) {
  return <ToneChip tone={HEALTH_TONES[health] ?? 'default'} label={LABELS.health[health] ?? health} />;
}

export function ComplianceChip({ status }: { status: ComplianceStatus }) {
  return (
    <ToneChip tone={COMPLIANCE_TONES[status] ?? 'default'} label={LABELS.compliance[status] ?? status} />
  );
}
