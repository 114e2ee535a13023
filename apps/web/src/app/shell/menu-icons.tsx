/** One icon per side-menu entry, keyed by path. */

import { PATHS } from '@firebreak/shared';
import Assessment from '@mui/icons-material/Assessment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Engineering from '@mui/icons-material/Engineering';
import EventNote from '@mui/icons-material/EventNote';
import FactCheck from '@mui/icons-material/FactCheck';
import Folder from '@mui/icons-material/Folder';
import Handshake from '@mui/icons-material/Handshake';
import History from '@mui/icons-material/History';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Outbox from '@mui/icons-material/Outbox';
import People from '@mui/icons-material/People';
import Receipt from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import type { ReactElement } from 'react';

export const MENU_ICONS: Record<string, ReactElement> = {
  [PATHS.dashboard]: <Dashboard />,
  [PATHS.myDay]: <EventNote />,
  [PATHS.projects]: <Folder />,
  [PATHS.projectDashboard]: <Assessment />,
  [PATHS.clients]: <People />,
  [PATHS.resources]: <Engineering />,
  [PATHS.quoting]: <RequestQuote />,
  [PATHS.invoices]: <Receipt />,
  [PATHS.agreements]: <Handshake />,
  [PATHS.visits]: <FactCheck />,
  [PATHS.dispatch]: <EditCalendar />,
  [PATHS.weeklyPlan]: <CalendarMonth />,
  [PATHS.documents]: <Description />,
  [PATHS.users]: <ManageAccounts />,
  [PATHS.audit]: <History />,
  [PATHS.outbox]: <Outbox />,
};
