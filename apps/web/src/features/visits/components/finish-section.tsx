/**
 * Finish visit: enabled when every asset has a result and the client has signed (otherwise it says
 * what is missing). Finishing is an outbox operation too; once the server has completed the visit,
 * the service report and (when everything passed) the certificate can be downloaded.
 */
import { johannesburgDate, VISIT_WORK_STRINGS } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { saveFile } from '@/lib/save-file';
import { fetchDocument } from '../api/visit-work';
import { finishBlockers, type VisitView } from '../offline/outbox';
import { W } from '../strings';

type Props = { view: VisitView; onFinish: () => void };

function DownloadButton({ id, name, label }: { id: string; name: string; label: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        sx={{ minHeight: 48 }}
        onClick={async () => {
          try {
            saveFile(await fetchDocument(id), name);
            setFailed(false);
          } catch {
            setFailed(true);
          }
        }}
      >
        {label}
      </Button>
      {failed ? <Alert severity="error">{W.downloadFailed}</Alert> : null}
    </>
  );
}

export function FinishSection({ view, onFinish }: Props) {
  const reasonsId = useId();
  const { detail } = view;
  if (detail.status === 'CANCELLED')
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {W.cancelled}
      </Alert>
    );
  if (detail.status === 'COMPLETED') {
    const date = detail.completedAt ? johannesburgDate(new Date(detail.completedAt)) : detail.dueDate;
    const { reportDocumentId, certificateDocumentId } = detail.work;
    return (
      <Paper component="section" variant="outlined" aria-label={W.completed} sx={{ p: 2, mt: 2 }}>
        <Alert severity="success" sx={{ mb: 1 }}>
          {W.completed}
        </Alert>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          {reportDocumentId ? (
            <DownloadButton
              id={reportDocumentId}
              name={W.reportName(detail.siteName, date)}
              label={W.report}
            />
          ) : null}
          {certificateDocumentId ? (
            <DownloadButton
              id={certificateDocumentId}
              name={W.certificateName(detail.siteName, date)}
              label={W.certificate}
            />
          ) : null}
        </Box>
      </Paper>
    );
  }
  if (view.finishing)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {W.finishing}
      </Alert>
    );
  const { unrecorded, needsSignature } = finishBlockers(view);
  const reasons = [
    ...(unrecorded > 0 ? [VISIT_WORK_STRINGS.unrecorded(unrecorded)] : []),
    ...(needsSignature ? [VISIT_WORK_STRINGS.signatureNeeded] : []),
  ];
  return (
    <Box sx={{ mt: 3, mb: 4 }}>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ minHeight: 56 }}
        disabled={reasons.length > 0}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onClick={onFinish}
      >
        {W.finish}
      </Button>
      {reasons.length > 0 ? (
        <Box component="ul" id={reasonsId} sx={{ mt: 1, mb: 0, pl: 2.5, color: 'text.secondary' }}>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
