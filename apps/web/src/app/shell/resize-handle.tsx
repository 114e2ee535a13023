/** The draggable right edge of the permanent drawer; arrow keys resize it too. */
import Box from '@mui/material/Box';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { SIDEBAR_WIDTH } from '@/lib/sidebar-width';

const KEY_STEP = 10;
const HANDLE_WIDTH = 8;

type ResizeHandleProps = { width: number; onResize: (width: number) => void };

export function ResizeHandle({ width, onResize }: ResizeHandleProps) {
  const dragging = useRef(false);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next: Record<string, number> = {
      ArrowLeft: width - KEY_STEP,
      ArrowRight: width + KEY_STEP,
      Home: SIDEBAR_WIDTH.min,
      End: SIDEBAR_WIDTH.max,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onResize(next[event.key] ?? width);
  }

  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize navigation menu"
      aria-valuenow={width}
      aria-valuemin={SIDEBAR_WIDTH.min}
      aria-valuemax={SIDEBAR_WIDTH.max}
      tabIndex={0}
      onPointerDown={handlePointerDown}
      // The drawer starts at the window's left edge, so the pointer's x is the new width.
      onPointerMove={(event) => dragging.current && onResize(event.clientX)}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onKeyDown={handleKeyDown}
      sx={{
        // Fixed and centred on the drawer's edge, so it can be grabbed from either side of it.
        position: 'fixed',
        top: 0,
        bottom: 0,
        left: width - HANDLE_WIDTH / 2,
        width: HANDLE_WIDTH,
        zIndex: (theme) => theme.zIndex.drawer,
        cursor: 'col-resize',
        touchAction: 'none',
        display: 'flex',
        justifyContent: 'center',
        '&::after': {
          content: '""',
          width: 2,
          height: '100%',
          bgcolor: 'divider',
          transition: 'background-color 0.2s',
        },
        '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
        '&:focus-visible': { outline: 'none' },
      }}
    />
  );
}
