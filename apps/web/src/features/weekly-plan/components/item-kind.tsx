/** What a plan item is, as an icon with a text alternative and as a time label. */
import { formatClock } from '@firebreak/shared';
import EventIcon from '@mui/icons-material/Event';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import type { DayItem, DayItemKind } from '../lib/day-items';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';

export function ItemKindIcon({ kind }: { kind: DayItemKind }) {
  const label = S.itemKind[kind];
  if (kind === 'MEETING') return <EventIcon fontSize="small" color="primary" titleAccess={label} />;
  if (kind === 'SCHEDULE') return <WorkOutlineIcon fontSize="small" color="secondary" titleAccess={label} />;
  if (kind === 'SITE_VISIT') return <PlaceOutlinedIcon fontSize="small" color="info" titleAccess={label} />;
  if (kind === 'INSPECTION')
    return <FactCheckOutlinedIcon fontSize="small" color="warning" titleAccess={label} />;
  return <ScheduleIcon fontSize="small" titleAccess={label} />;
}

/** 'HH:MM–HH:MM', or 'All day' for a site visit. */
export function itemTime(item: Pick<DayItem, 'start' | 'end'>): string {
  if (item.start === null || item.end === null) return S.allDay;
  return `${formatClock(item.start)}–${formatClock(item.end % (24 * 60))}`;
}

/** '1 h 30 min', '45 min', or 'All day'. */
export function itemDuration(item: Pick<DayItem, 'start' | 'end'>): string {
  if (item.start === null || item.end === null) return S.allDay;
  const total = item.end - item.start;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
