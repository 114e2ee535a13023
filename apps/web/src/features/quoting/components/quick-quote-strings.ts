/** The quick quote's own texts (spec §5 Quick quote): the recent quotes beside the form. */
export const RECENT_STRINGS = {
  heading: 'Recent Quotes',
  empty: 'No saved quotes yet',
  loading: 'Loading recent quotes',
  area: (area: string) => `${area} m²`,
  boq: 'Detailed BOQ',
} as const;
