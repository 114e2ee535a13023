/**
 * The details of one plan item: title, time, duration, what it is, and a link to its project or
 * client. Read-only; in edit mode a block also offers Edit and Delete (appointments are made elsewhere).
 */
import { clientPath, inspectionVisitId, PATHS, sitePath, visitPath } from '@firebreak/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DayItem } from '../lib/day-items';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';
import { itemDuration, itemTime } from './item-kind';

type Props = {
  item: DayItem;
  weekday: string;
  editing: boolean;
  /** One's own plan: a block can be changed after choosing Edit blocks. */
  editable: boolean;
  onClose: () => void;
  onEdit: (blockId: string) => void;
  onDelete: (blockId: string) => void;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

export function ItemDialog({ item, weekday, editing, editable, onClose, onEdit, onDelete }: Props) {
  const titleId = useId();
  const { appointment, block } = item;
  const projectId = appointment?.projectId;
  const clientId = appointment?.clientId;
  const siteId = appointment?.siteId;
  const visitId = appointment?.kind === 'INSPECTION' ? inspectionVisitId(appointment.id) : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </DialogTitle>
      <DialogContent>
        {item.clashesWith.length > 0 ? (
          <Alert severity="warning" icon={<WarningAmberIcon />} sx={{ mb: 2 }}>
            {S.clashWith(item.clashesWith)}
          </Alert>
        ) : null}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          <Row label={S.detailWhat}>{S.itemKind[item.kind]}</Row>
          {appointment?.detail ? <Row label={S.detailVisit}>{appointment.detail}</Row> : null}
          <Row label={S.detailDay}>{weekday}</Row>
          <Row label={S.detailTime}>{itemTime(item)}</Row>
          <Row label={S.detailDuration}>{itemDuration(item)}</Row>
          {projectId ? (
            <Row label={S.detailProject}>
              <Link
                component={RouterLink}
                to={`${PATHS.projectDashboard}?id=${encodeURIComponent(projectId)}`}
              >
                {S.openProject}
              </Link>
            </Row>
          ) : null}
          {clientId ? (
            <Row label={S.detailClient}>
              <Link component={RouterLink} to={clientPath(clientId)}>
                {S.openClient}
              </Link>
            </Row>
          ) : null}
          {visitId ? (
            <Row label={S.detailInspection}>
              <Link component={RouterLink} to={visitPath(visitId)}>
                {S.openVisit}
              </Link>
            </Row>
          ) : null}
          {siteId ? (
            <Row label={S.detailSite}>
              <Link component={RouterLink} to={sitePath(siteId)}>
                {S.openSite}
              </Link>
            </Row>
          ) : null}
        </Box>
        {!block ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {S.madeElsewhere[item.kind as keyof typeof S.madeElsewhere]}
          </Typography>
        ) : editing || !editable ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {S.readOnlyHint}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {editing && block ? (
          <>
            <Button color="warning" onClick={() => onDelete(block.id)}>
              {S.deleteLabel}
            </Button>
            <Button variant="outlined" onClick={() => onEdit(block.id)}>
              {S.editLabel}
            </Button>
          </>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {S.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
