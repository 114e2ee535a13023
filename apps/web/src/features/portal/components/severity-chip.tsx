/**
 * A defect's severity as a chip in its colour (DEFECT_SEVERITY_COLOURS): white text on the critical red,
 * dark text on the lighter orange and yellow (each at least 4.5:1).
 */
import { DEFECT_SEVERITY_COLOURS, type DefectSeverity } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import { P } from '../strings';

export function SeverityChip({ severity }: { severity: DefectSeverity }) {
  return (
    <Chip
      size="small"
      label={P.severityLabels[severity]}
      sx={{
        bgcolor: DEFECT_SEVERITY_COLOURS[severity],
        color: severity === 'CRITICAL' ? '#ffffff' : 'rgba(0, 0, 0, 0.87)',
        fontWeight: 600,
      }}
    />
  );
}
