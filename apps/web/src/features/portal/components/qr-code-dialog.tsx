/**
 * The site's log book QR code: the absolute address of the log book's form for the site, made in the
 * browser (nothing is fetched), shown and printed on its own to put up beside the fire panel.
 */
import { portalLogbookPath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { P } from '../strings';

/** The address the code holds. */
export const logbookAddress = (siteId: string) => `${window.location.origin}${portalLogbookPath(siteId)}`;

/** While the dialog is open, printing shows only the code, its site and its address. */
const PRINT_ONLY_DIALOG = {
  '@media print': {
    '#root': { display: 'none !important' },
    '.MuiDialogActions-root, .MuiBackdrop-root': { display: 'none !important' },
    '.MuiDialog-paper': {
      boxShadow: 'none !important',
      background: '#fff !important',
      color: '#000 !important',
    },
  },
} as const;

export function QrCodeDialog({
  siteId,
  siteName,
  onClose,
}: {
  siteId: string;
  siteName: string;
  onClose: () => void;
}) {
  const address = logbookAddress(siteId);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void QRCode.toString(address, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (active) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      active = false;
    };
  }, [address]);
  return (
    <ConfirmDialog
      title={P.site.qrTitle(siteName)}
      text={P.site.qrText}
      confirmLabel={P.site.print}
      keepLabel={P.site.close}
      tone="primary"
      maxWidth="xs"
      onConfirm={() => window.print()}
      onClose={onClose}
    >
      <GlobalStyles styles={PRINT_ONLY_DIALOG} />
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, width: 240, height: 240 }}>
          {src ? (
            <Box
              component="img"
              src={src}
              alt={P.site.qrAlt(siteName)}
              sx={{ width: '100%', height: '100%' }}
            />
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
          {address}
        </Typography>
      </Box>
    </ConfirmDialog>
  );
}
