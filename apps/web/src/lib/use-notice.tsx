/**
 * The one toast of the app: a short notice after an action (saved, deleted, failed), 6 s at the
 * bottom (spec §2 Documents page: bottom right). `notify('Saved')` shows plain text;
 * `notify('Could not save', 'error')` shows a coloured alert the user can close; a plain notice may
 * carry one action (`notify('Added', undefined, <Button …>Open</Button>)`).
 */
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { type ReactNode, useCallback, useState } from 'react';

export type NoticeSeverity = AlertColor;

type Notice = { text: string; severity: NoticeSeverity | undefined; action: ReactNode };

const BOTTOM_RIGHT: SnackbarOrigin = { vertical: 'bottom', horizontal: 'right' };

export const BOTTOM_LEFT: SnackbarOrigin = { vertical: 'bottom', horizontal: 'left' };

/** `anchor` and `autoHideMs` for the few notices that differ (a quick "Saved" lasts 3 s). */
export function useNotice(
  anchor: SnackbarOrigin = BOTTOM_RIGHT,
  autoHideMs = 6000,
): {
  notify: (text: string, severity?: NoticeSeverity, action?: ReactNode) => void;
  clear: () => void;
  notice: ReactNode;
} {
  const [current, setCurrent] = useState<Notice | null>(null);
  const notify = useCallback(
    (text: string, severity?: NoticeSeverity, action?: ReactNode) => setCurrent({ text, severity, action }),
    [],
  );
  const clear = useCallback(() => setCurrent(null), []);
  const notice = (
    <Snackbar
      open={current !== null}
      autoHideDuration={autoHideMs}
      anchorOrigin={anchor}
      onClose={(_, reason) => {
        // The lifetime decides; a click elsewhere (a download link, say) must not close it.
        if (reason !== 'clickaway') setCurrent(null);
      }}
      message={current && !current.severity ? current.text : undefined}
      action={current && !current.severity ? current.action : undefined}
    >
      {current?.severity ? (
        <Alert severity={current.severity} variant="filled" onClose={clear}>
          {current.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { notify, clear, notice };
}
