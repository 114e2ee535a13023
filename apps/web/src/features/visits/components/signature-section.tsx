/**
 * The client's signature: their name and a drawing on the screen, saved as a PNG data URL. Once
 * signed it shows who signed (and the drawing), with Sign again.
 */
import {
  type SignatureInput,
  signatureInputSchema,
  VISIT_WORK_LIMITS,
  VISIT_WORK_STRINGS,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchBlob } from '../api/visit-work';
import type { SignatureView } from '../offline/outbox';
import { W } from '../strings';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

type Props = { signature: SignatureView | null; readOnly: boolean; onSign: (input: SignatureInput) => void };

function SignatureImage({ signature }: { signature: SignatureView }) {
  const [src, setSrc] = useState<string | null>(signature.image ?? null);
  useEffect(() => {
    if (signature.image) {
      setSrc(signature.image);
      return;
    }
    if (!signature.url) return;
    let url: string | null = null;
    let active = true;
    fetchBlob(signature.url)
      .then((blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [signature.image, signature.url]);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={W.signatureAlt(signature.signedBy)}
      sx={{
        display: 'block',
        maxWidth: '100%',
        height: 110,
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        my: 1,
      }}
    />
  );
}

/** A data URL's decoded size in bytes. */
const dataUrlBytes = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

export function SignatureSection({ signature, readOnly, onSign }: Props) {
  const headingId = useId();
  const pad = useRef<SignaturePadHandle>(null);
  const [signing, setSigning] = useState(!signature);
  const [signedBy, setSignedBy] = useState(signature?.signedBy ?? '');
  const [inked, setInked] = useState(false);
  const [error, setError] = useState('');

  const save = () => {
    const image = pad.current?.toDataUrl() ?? null;
    if (!image) {
      setError(W.signatureEmpty);
      return;
    }
    if (dataUrlBytes(image) > VISIT_WORK_LIMITS.signatureMaxBytes) {
      setError(VISIT_WORK_STRINGS.signatureInvalid);
      return;
    }
    const parsed = signatureInputSchema.safeParse({ signedBy, image });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setSigning(false);
    onSign(parsed.data);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {W.signatureHeading}
      </Typography>
      {signature && !signing ? (
        <>
          <Typography>
            {W.signed(signature.signedBy)}
            {signature.pending ? ` · ${W.waitingBadge}` : ''}
          </Typography>
          <SignatureImage signature={signature} />
          {readOnly ? null : (
            <Button sx={{ minHeight: 48 }} onClick={() => setSigning(true)}>
              {W.signAgain}
            </Button>
          )}
        </>
      ) : readOnly ? null : (
        <>
          <TextField
            label={W.signedBy}
            value={signedBy}
            onChange={(e) => setSignedBy(e.target.value)}
            fullWidth
            margin="normal"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: VISIT_WORK_LIMITS.signerMax } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {W.signHere}
          </Typography>
          <SignaturePad ref={pad} label={W.signHere} onInk={setInked} />
          {error ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
              {error}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button sx={{ minHeight: 48 }} onClick={() => pad.current?.clear()} disabled={!inked}>
              {W.clear}
            </Button>
            <Button
              sx={{ minHeight: 48 }}
              onClick={() => pad.current?.writeName(signedBy)}
              disabled={signedBy.trim().length < 2}
            >
              {W.signWithName}
            </Button>
            <Button variant="contained" sx={{ minHeight: 48 }} onClick={save}>
              {W.saveSignature}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
