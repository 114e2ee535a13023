/** The permanent drawer's width: restored from and saved to localStorage, always clamped. */

import { STORAGE_KEYS } from '@firebreak/shared';
import { useCallback, useEffect, useState } from 'react';
import { clampSidebarWidth, parseStoredSidebarWidth } from '@/lib/sidebar-width';

function readStoredWidth(): number {
  try {
    return parseStoredSidebarWidth(localStorage.getItem(STORAGE_KEYS.sidebarWidth));
  } catch {
    return parseStoredSidebarWidth(null);
  }
}

export function useSidebarWidth() {
  const [width, setWidthState] = useState(readStoredWidth);

  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEYS.sidebarWidth, String(width));
    } catch {
      // Storage can be full or blocked; the width then lasts for this visit only.
    }
  }, [width]);

  const setWidth = useCallback((next: number) => setWidthState(clampSidebarWidth(next)), []);
  return [width, setWidth] as const;
}
