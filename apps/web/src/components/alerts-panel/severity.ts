/** Severity colours of spec §3 with whichever text colour, black or white, reads better on them. */
import { SEVERITY_COLORS, type Severity } from '@firebreak/shared';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Black text when it contrasts more than white (WCAG relative luminance). */
function readableTextOn(hex: string): '#000' | '#fff' {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}

export function severityColors(severity: Severity | string): { bg: string; fg: string } {
  const bg = SEVERITY_COLORS[severity as Severity] ?? '#9e9e9e';
  return { bg, fg: readableTextOn(bg) };
}
