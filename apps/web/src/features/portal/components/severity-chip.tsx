/** A defect's severity as a chip in its colour (DEFECT_SEVERITY_COLOURS), dark text for contrast. */
import { DEFECT_SEVERITY_COLOURS, type DefectSeverity } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import { P } from '../strings';

export function SeverityChip({ severity }: { severity: DefectSeverity }) {
  return (
    <Chip
      size="small"
      label={P.severityLabels[severity]}
      sx={{ bgcolor: DEFECT_SEVERITY_COLOURS[severity], color: 'rgba(0, 0, 0, 0.87)', fontWeight: 600 }}
    />
  );
}
