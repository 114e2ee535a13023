/** My day's rules (issue 30 §1): the days it shows and the link that opens the phone's maps app. */
import { addDays } from '../common/format';

/** Today and each following day to Sunday (YYYY-MM-DD, company time): seven on a Monday, one on a Sunday. */
export function restOfWeek(today: string): string[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const left = weekday === 0 ? 0 : 7 - weekday;
  return Array.from({ length: left + 1 }, (_, i) => addDays(today, i));
}

/**
 * The maps search for a site: its place when it has one, else its address (Google Maps' universal
 * link, which a phone opens in its maps app). Null when there is neither.
 */
export function mapsUrl(site: {
  address: string;
  latitude: number | null;
  longitude: number | null;
}): string | null {
  const query =
    site.latitude !== null && site.longitude !== null
      ? `${site.latitude},${site.longitude}`
      : site.address.trim();
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A phone number as a `tel:` link (spaces and brackets dropped); null when there is no number. */
export function telUrl(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : null;
}

/** Minutes after midnight as 'HH:MM'. */
export function clockOf(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
