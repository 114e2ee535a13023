/**
 * One day of the week: its name and date, then its blocks and appointments in one list in time order
 * (spec §2 lists blocks as title and start–end). An item whose time overlaps another says so in text.
 * Every item opens its details; in edit mode a block also has edit and delete buttons.
 */
import type { Appointment, PlanDay } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ViewDayOutlinedIcon from '@mui/icons-material/ViewDayOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type DayItem, dayItems } from '../lib/day-items';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';
import { ItemKindIcon, itemTime } from './item-kind';

const dateLabel = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDayDate(isoDate: string): string {
  return dateLabel.format(new Date(`${isoDate}T00:00:00Z`));
}

const BORDER = {
  BLOCK: 'divider',
  MEETING: 'primary.main',
  SCHEDULE: 'secondary.main',
  SITE_VISIT: 'info.main',
  INSPECTION: 'warning.main',
};

type Props = {
  day: PlanDay;
  editing: boolean;
  onAdd: () => void;
  onUseTemplate: () => void;
  onOpen: (item: DayItem) => void;
  onEdit: (blockId: string) => void;
  onDelete: (blockId: string) => void;
  /** This day's client meetings, personnel schedules and site visits (one's own plan only). */
  appointments?: readonly Appointment[];
};

export function DayCard({
  day,
  editing,
  onAdd,
  onUseTemplate,
  onOpen,
  onEdit,
  onDelete,
  appointments = [],
}: Props) {
  const headingId = `day-${day.weekday.toLowerCase()}`;
  const items = dayItems(day.blocks, appointments);
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {day.weekday}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          <time dateTime={day.date}>{formatDayDate(day.date)}</time>
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {S.noBlocks}
          </Typography>
        ) : (
          <List dense aria-label={S.itemsOn(day.weekday)} sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
            {items.map((item) => (
              <ListItem
                key={item.key}
                disablePadding
                data-kind={item.kind}
                secondaryAction={
                  editing && item.block ? (
                    <>
                      <IconButton
                        size="small"
                        aria-label={S.editBlock(item.title)}
                        onClick={() => onEdit(item.block?.id ?? '')}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={S.deleteBlock(item.title)}
                        onClick={() => onDelete(item.block?.id ?? '')}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </>
                  ) : null
                }
                sx={{
                  '& .MuiListItemSecondaryAction-root': { right: 4 },
                  border: 1,
                  borderColor: item.clashesWith.length > 0 ? 'warning.main' : BORDER[item.kind],
                  borderRadius: 1,
                }}
              >
                <ListItemButton
                  onClick={() => onOpen(item)}
                  sx={{ py: 0.25, px: 1, pr: editing && item.block ? 8 : 1, alignItems: 'flex-start' }}
                >
                  {item.kind !== 'BLOCK' ? (
                    <ListItemIcon sx={{ minWidth: 30, mt: 0.75 }}>
                      <ItemKindIcon kind={item.kind} />
                    </ListItemIcon>
                  ) : null}
                  <ListItemText
                    primary={item.title}
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }}>
                          {itemTime(item)}
                        </Box>
                        {item.clashesWith.length > 0 ? (
                          <Box
                            component="span"
                            sx={{
                              display: 'flex',
                              gap: 0.5,
                              alignItems: 'flex-start',
                              color: 'warning.light',
                            }}
                          >
                            <WarningAmberIcon sx={{ fontSize: 16, mt: '2px' }} aria-hidden />
                            <span>{S.clashWith(item.clashesWith, 2)}</span>
                          </Box>
                        ) : null}
                      </>
                    }
                    slotProps={{ primary: { sx: { overflowWrap: 'break-word', hyphens: 'auto' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {editing ? (
          <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={onAdd}
              aria-label={S.addBlockTo(day.weekday)}
            >
              {S.addBlock}
            </Button>
            <Button
              size="small"
              startIcon={<ViewDayOutlinedIcon />}
              onClick={onUseTemplate}
              aria-label={S.templateOnDay(day.weekday)}
            >
              {S.templateButton}
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
