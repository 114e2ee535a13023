/**
 * The frame of an admin list-and-edit screen: a heading with the screen's buttons beside it, a line
 * on what the list is for, a note (read only, or what to do first), the screen's own filters, then
 * loading, failure or empty words, and the list. The feature brings its list, dialogs and words.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionSpinner } from '@/components/section-spinner';

export type AdminListFrameProps = {
  heading: string;
  /** Given, the frame is a section named by its heading. */
  headingId?: string;
  /** Room between the heading and the buttons (theme spacing). */
  headerGap?: number;
  headingMinWidth?: number;
  /** The screen's buttons (Add…), or null for someone who only reads. */
  actions: ReactNode;
  intro: string;
  note?: string | null;
  /** Search, filters or switches over the list. */
  tools?: ReactNode;
  pending: boolean;
  failed: boolean;
  loadingLabel: string;
  failedText: string;
  /** The words for an empty list, or null while the list has items or is not there yet. */
  emptyText: string | null;
  children: ReactNode;
};

export function AdminListFrame({
  heading,
  headingId,
  headerGap = 1,
  headingMinWidth,
  actions,
  intro,
  note,
  tools,
  pending,
  failed,
  loadingLabel,
  failedText,
  emptyText,
  children,
}: AdminListFrameProps) {
  return (
    <Box {...(headingId ? { component: 'section', 'aria-labelledby': headingId } : {})}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: headerGap, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={headingMinWidth ? { flex: 1, minWidth: headingMinWidth } : { flex: 1 }}
        >
          {heading}
        </Typography>
        {actions}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      {tools}
      {pending ? <SectionSpinner label={loadingLabel} /> : null}
      {failed ? <Alert severity="error">{failedText}</Alert> : null}
      {emptyText !== null ? <Typography>{emptyText}</Typography> : null}
      {children}
    </Box>
  );
}
