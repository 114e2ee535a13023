/**
 * A canvas to sign on with a finger, a pen or the mouse (pointer events; no library). Strokes are
 * drawn at a fixed resolution and scaled to the shown size; `toDataUrl` gives the PNG.
 */
import Box from '@mui/material/Box';
import { forwardRef, useImperativeHandle, useRef } from 'react';

const WIDTH = 600;
const HEIGHT = 220;

export type SignaturePadHandle = {
  clear: () => void;
  /** Writes the name in a handwriting-like face: the way to sign without a pointer (keyboard). */
  writeName: (name: string) => void;
  toDataUrl: () => string | null;
};

export const SignaturePad = forwardRef<
  SignaturePadHandle,
  { label: string; onInk: (inked: boolean) => void }
>(function SignaturePad({ label, onInk }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const inked = useRef(false);

  const context = () => canvas.current?.getContext('2d') ?? null;
  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const sx = box.width ? WIDTH / box.width : 1;
    const sy = box.height ? HEIGHT / box.height : 1;
    return { x: (event.clientX - box.left) * sx, y: (event.clientY - box.top) * sy };
  };

  useImperativeHandle(ref, () => ({
    clear: () => {
      context()?.clearRect(0, 0, WIDTH, HEIGHT);
      inked.current = false;
      onInk(false);
    },
    writeName: (name: string) => {
      const ctx = context();
      if (!ctx || !name.trim()) return;
      ctx.clearRect(0, 0, WIDTH, HEIGHT);
      ctx.fillStyle = '#111';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      let size = 72;
      do {
        ctx.font = `italic ${size}px 'Segoe Script', 'Brush Script MT', cursive, serif`;
        size -= 4;
      } while (size > 20 && ctx.measureText(name).width > WIDTH - 40);
      ctx.fillText(name.trim(), WIDTH / 2, HEIGHT / 2);
      inked.current = true;
      onInk(true);
    },
    toDataUrl: () => (inked.current && canvas.current ? canvas.current.toDataURL('image/png') : null),
  }));

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
      sx={{
        width: '100%',
        maxWidth: WIDTH,
        aspectRatio: `${WIDTH} / ${HEIGHT}`,
        display: 'block',
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 1,
        bgcolor: '#fff',
        touchAction: 'none',
        cursor: 'crosshair',
      }}
      onPointerDown={(event: React.PointerEvent<HTMLCanvasElement>) => {
        const ctx = context();
        if (!ctx) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drawing.current = true;
        const { x, y } = pointAt(event);
        ctx.lineWidth = 3;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        ctx.strokeStyle = '#111';
        ctx.beginPath();
        ctx.moveTo(x, y);
      }}
      onPointerMove={(event: React.PointerEvent<HTMLCanvasElement>) => {
        const ctx = context();
        if (!drawing.current || !ctx) return;
        const { x, y } = pointAt(event);
        ctx.lineTo(x, y);
        ctx.stroke();
        if (!inked.current) {
          inked.current = true;
          onInk(true);
        }
      }}
      onPointerUp={() => {
        drawing.current = false;
      }}
      onPointerCancel={() => {
        drawing.current = false;
      }}
    />
  );
});
