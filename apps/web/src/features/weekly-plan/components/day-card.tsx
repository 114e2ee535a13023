/** One day of the week: its name and date, and its blocks as title and start–end (spec §2). */
import { type Appointment, blockTimeRange, type PlanDay } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';

const dateLabel = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDayDate(isoDate: string): string {
  return dateLabel.format(new Date(`${isoDate}T00:00:00Z`));
}

const appointmentTime = (item: Appointment) =>
  item.start && item.end ? `${item.start}–${item.end}` : S.allDay;

type Props = {
  day: PlanDay;
  editing: boolean;
  onAdd: () => void;
  onEdit: (blockId: string) => void;
  onDelete: (blockId: string) => void;
  /** This day's client meetings and personnel schedules (one's own plan only), in time order. */
  appointments?: readonly Appointment[];
};

export function DayCard({ day, editing, onAdd, onEdit, onDelete, appointments = [] }: Props) {
  const headingId = `day-${day.weekday.toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {day.weekday}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          <time dateTime={day.date}>{formatDayDate(day.date)}</time>
        </Typography>
        {appointments.length > 0 ? (
          <List dense aria-label={S.appointmentsOn(day.weekday)} sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
            {appointments.map((item) => (
              <ListItem
                key={item.id}
                data-kind={item.kind}
                sx={{
                  border: 1,
                  borderColor: {
                    MEETING: 'primary.main',
                    SCHEDULE: 'secondary.main',
                    SITE_VISIT: 'info.main',
                  }[item.kind],
                  borderRadius: 1,
                  py: 0.25,
                }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {item.kind === 'MEETING' ? (
                    <EventIcon fontSize="small" color="primary" titleAccess={S.appointmentKind.MEETING} />
                  ) : item.kind === 'SITE_VISIT' ? (
                    <PlaceOutlinedIcon
                      fontSize="small"
                      color="info"
                      titleAccess={S.appointmentKind.SITE_VISIT}
                    />
                  ) : (
                    <WorkOutlineIcon
                      fontSize="small"
                      color="secondary"
                      titleAccess={S.appointmentKind.SCHEDULE}
                    />
                  )}
                </ListItemIcon>
                <ListItemText primary={item.title} secondary={appointmentTime(item)} />
              </ListItem>
            ))}
          </List>
        ) : null}
        {day.blocks.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {S.noBlocks}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ mt: 1 }}>
            {day.blocks.map((block) => (
              <ListItem
                key={block.id}
                disableGutters
                divider
                secondaryAction={
                  editing ? (
                    <>
                      <IconButton
                        size="small"
                        aria-label={S.editBlock(block.title)}
                        onClick={() => onEdit(block.id)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={S.deleteBlock(block.title)}
                        onClick={() => onDelete(block.id)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </>
                  ) : null
                }
                sx={editing ? { pr: 9 } : undefined}
              >
                <ListItemText primary={block.title} secondary={blockTimeRange(block)} />
              </ListItem>
            ))}
          </List>
        )}
        {editing ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={onAdd}
            sx={{ mt: 1 }}
            aria-label={S.addBlockTo(day.weekday)}
          >
            {S.addBlock}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
