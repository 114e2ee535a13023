/** How the portal shows dates and money: as the office's screens do (South African dates, rand to the cent). */
import {
  DEFECT_SEVERITY_COLOURS,
  type DefectSeverity,
  formatShortDate,
  formatZarExact,
} from '@firebreak/shared';
import { P } from './strings';

/** A company date (YYYY-MM-DD) or an instant as an en-ZA short date, a dash when there is none. */
export function showDate(value: string | null | undefined): string {
  if (!value) return P.dash;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatShortDate(`${value}T12:00:00Z`)
    : formatShortDate(value);
  return text || P.dash;
}

export const money = (rand: number) => formatZarExact(rand);

export type Standing = 'COMPLIANT' | 'NON_COMPLIANT' | 'PENDING';

/** A standing's colour where no defect is open (the palette's shades the chips use). */
export const STANDING_COLOURS: Record<Standing, string> = {
  COMPLIANT: '#66bb6a',
  NON_COMPLIANT: '#f44336',
  PENDING: '#29b6f6',
};

/** A site's colour: its worst open defect's, else its standing's. */
export const siteColour = (site: { worstDefect: DefectSeverity | null; standing: Standing }) =>
  site.worstDefect ? DEFECT_SEVERITY_COLOURS[site.worstDefect] : STANDING_COLOURS[site.standing];

/** A file name from a label: 'INV-2026-0001' → 'INV-2026-0001.pdf'. */
export const pdfName = (label: string) => `${label.replace(/[^\w.-]+/g, '-')}.pdf`;
