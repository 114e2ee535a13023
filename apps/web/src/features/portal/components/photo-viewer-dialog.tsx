/** A defect's photo shown large over the page (tap a thumbnail), closed with Close or Escape. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { P } from '../strings';

export function PhotoViewerDialog({
  src,
  label,
  onClose,
}: {
  src: string;
  label: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </DialogTitle>
      <DialogContent>
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', objectFit: 'contain' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {P.site.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
