/**
 * §5 'Basic document search matching' as one pure function, used by the Basic Search tab:
 * case-insensitive substring on name, description, fileName, searchableContent and tags; exact
 * category, department and type; any-of tags; inclusive text comparison of lastModified dates;
 * with text, name matches first, then by name.
 */
export type BasicSearchDocument = {
  name: string;
  description: string;
  fileName: string;
  searchableContent: string;
  tags: readonly string[];
  category: string;
  department: string;
  type: string;
  lastModified: string;
};

export type BasicSearchFilters = {
  category: string;
  department: string;
  type: string;
  tags: readonly string[];
  dateRange: { start: string; end: string };
};

export const EMPTY_BASIC_FILTERS: BasicSearchFilters = {
  category: '',
  department: '',
  type: '',
  tags: [],
  dateRange: { start: '', end: '' },
};

export function countActiveFilters(filters: BasicSearchFilters): number {
  return [
    filters.category,
    filters.department,
    filters.type,
    filters.tags.length > 0,
    filters.dateRange.start,
    filters.dateRange.end,
  ].filter(Boolean).length;
}

/** True when there is nothing to search for: the §4 state that empties the list. */
export function isBlankSearch(text: string, filters: BasicSearchFilters): boolean {
  return text.trim() === '' && countActiveFilters(filters) === 0;
}

export function searchDocumentsBasic<T extends BasicSearchDocument>(
  documents: readonly T[],
  text: string,
  filters: BasicSearchFilters,
): T[] {
  if (isBlankSearch(text, filters)) return [];
  const needle = text.trim().toLowerCase();
  const { start, end } = filters.dateRange;
  const matches = documents.filter((doc) => {
    if (filters.category && doc.category !== filters.category) return false;
    if (filters.department && doc.department !== filters.department) return false;
    if (filters.type && doc.type !== filters.type) return false;
    if (filters.tags.length > 0 && !filters.tags.some((tag) => doc.tags.includes(tag))) return false;
    if (start && doc.lastModified < start) return false;
    // An end date alone ('2025-03-01') includes the whole of that day.
    if (end && doc.lastModified.slice(0, end.length) > end) return false;
    if (!needle) return true;
    return (
      doc.name.toLowerCase().includes(needle) ||
      doc.description.toLowerCase().includes(needle) ||
      doc.fileName.toLowerCase().includes(needle) ||
      doc.searchableContent.toLowerCase().includes(needle) ||
      doc.tags.some((tag) => tag.toLowerCase().includes(needle))
    );
  });
  if (!needle) return matches;
  const nameHit = (doc: T) => (doc.name.toLowerCase().includes(needle) ? 0 : 1);
  return [...matches].sort((a, b) => nameHit(a) - nameHit(b) || a.name.localeCompare(b.name));
}
