/** The floating quick-action menu (spec §2 Dashboard): New Project, Generate Quote, Site Visit, Export. */
import { PATHS } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import EventIcon from '@mui/icons-material/Event';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { QUICK_ACTIONS_STRINGS as S } from '../strings';

/** An action left out (a role that may not take it) is not offered. */
type QuickActionsProps = {
  onNewProject?: (() => void) | undefined;
  onGenerateQuote?: boolean;
  onScheduleSiteVisit?: (() => void) | undefined;
  onExportReports?: (() => void) | undefined;
};

type Action = { name: string; icon: ReactNode; run: (() => void) | undefined };

export function QuickActions({
  onNewProject,
  onGenerateQuote = true,
  onScheduleSiteVisit,
  onExportReports,
}: QuickActionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const all: Action[] = [
    { name: S.newProject, icon: <AddIcon />, run: onNewProject },
    {
      name: S.generateQuote,
      icon: <RequestQuoteIcon />,
      run: onGenerateQuote ? () => navigate(PATHS.quoting) : undefined,
    },
    { name: S.scheduleSiteVisit, icon: <EventIcon />, run: onScheduleSiteVisit },
    { name: S.exportReports, icon: <FileDownloadIcon />, run: onExportReports },
  ];
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const actions = all.filter((action) => action.run);
  if (actions.length === 0) return null;

  return (
    <SpeedDial
      ariaLabel={S.label}
      icon={<SpeedDialIcon />}
      open={open}
      // Opened and closed by click (or Enter/Space) only: opening on hover made a click right after it
      // close the menu again, depending on timing.
      onOpen={(_event, reason) => reason === 'toggle' && setOpen(true)}
      onClose={(_event, reason) => reason !== 'mouseLeave' && setOpen(false)}
      // On a desktop it sits at the top right of the page, beside the title, opening to the left, so it
      // never covers the alerts column; on a phone it floats at the bottom right (the page leaves room).
      direction={desktop ? 'left' : 'up'}
      sx={desktop ? { position: 'absolute', top: 0, right: 0 } : { position: 'fixed', bottom: 24, right: 24 }}
    >
      {actions.map((action) => (
        <SpeedDialAction
          key={action.name}
          icon={action.icon}
          slotProps={{ tooltip: { title: action.name }, fab: { 'aria-label': action.name } }}
          onClick={() => {
            setOpen(false);
            action.run?.();
          }}
        />
      ))}
    </SpeedDial>
  );
}
