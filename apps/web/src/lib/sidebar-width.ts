/** The permanent side menu's width (spec §5 Sidebar width, §9 General): 200–400 px, default 240. */
export const SIDEBAR_WIDTH = { min: 200, max: 400, default: 240, mobile: 240 } as const;

/** Keeps a width inside the allowed range; anything not a finite number gives the default. */
export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_WIDTH.default;
  return Math.min(SIDEBAR_WIDTH.max, Math.max(SIDEBAR_WIDTH.min, Math.round(width)));
}

/** The width restored from storage: missing or unreadable values give the default. */
export function parseStoredSidebarWidth(stored: string | null): number {
  if (stored === null || stored.trim() === '') return SIDEBAR_WIDTH.default;
  return clampSidebarWidth(Number(stored));
}
