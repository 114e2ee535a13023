/** People for team pickers (Resources → Personnel): under 'resources', so a personnel change refreshes them. */
export const peopleKeys = { search: (q: string) => ['resources', 'people', q] as const };
