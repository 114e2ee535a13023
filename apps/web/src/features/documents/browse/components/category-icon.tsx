/** An icon chosen by category name (spec §2 Browse Categories). */
import ArchitectureIcon from '@mui/icons-material/Architecture';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FolderIcon from '@mui/icons-material/Folder';
import GavelIcon from '@mui/icons-material/Gavel';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import VerifiedIcon from '@mui/icons-material/Verified';

export function CategoryIcon({ name, color }: { name: string; color: string }) {
  const sx = { color };
  const n = name.toLowerCase();
  if (n.includes('design')) return <ArchitectureIcon sx={sx} aria-hidden />;
  if (n.includes('finance')) return <PaymentsIcon sx={sx} aria-hidden />;
  if (n.includes('human')) return <PeopleIcon sx={sx} aria-hidden />;
  if (n.includes('operation')) return <EngineeringIcon sx={sx} aria-hidden />;
  if (n.includes('quality')) return <VerifiedIcon sx={sx} aria-hidden />;
  if (n.includes('safety')) return <HealthAndSafetyIcon sx={sx} aria-hidden />;
  if (n.includes('project')) return <AssignmentIcon sx={sx} aria-hidden />;
  if (n.includes('regulation')) return <GavelIcon sx={sx} aria-hidden />;
  return <FolderIcon sx={sx} aria-hidden />;
}
