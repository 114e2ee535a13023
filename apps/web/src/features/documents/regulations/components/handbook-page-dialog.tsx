/**
 * A search hit opened: the whole page's text, the search's words highlighted, the first of them
 * scrolled into view. Titled by page and chapter, so a reader knows where in the handbook they are.
 */
import { HANDBOOK_CHAPTERS, type HandbookPage } from '@firebreak/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { REGULATIONS_STRINGS as S } from '../strings';
import { HighlightedText } from './highlighted-text';

type Props = { page: HandbookPage | null; open: boolean; terms: readonly string[]; onClose: () => void };

export function HandbookPageDialog({ page, open, terms, onClose }: Props) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const chapter = page
    ? HANDBOOK_CHAPTERS.find((c) => page.page_number >= c.from && page.page_number <= c.to)
    : undefined;
  return (
    <Dialog
      open={open && page !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby="handbook-page-title"
      slotProps={{
        transition: {
          onEntered: (node: HTMLElement) => node.querySelector('mark')?.scrollIntoView?.({ block: 'center' }),
        },
      }}
    >
      <DialogTitle id="handbook-page-title">
        {page ? S.page(page.page_number) : null}
        {chapter ? (
          <Typography component="span" display="block" variant="body2" color="text.secondary">
            {S.chapterTitle(chapter.number, chapter.name)}
          </Typography>
        ) : null}
      </DialogTitle>
      {/* Focusable, so the page's text can be scrolled from the keyboard too (a long page on a phone). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="handbook-page-title">
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {page ? <HighlightedText text={page.extracted_text} terms={terms} /> : null}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
