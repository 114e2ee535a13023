/**
 * Basic Search (spec §2, §4, §5): text box, Filters with the active count, Clear All, the filter
 * panel, and the results panel. Matching is the shared §5 function (words in any order, "phrases"
 * as written: decision 0081), run locally 300 ms after the last change; a row click (or Enter on its
 * name) passes the document to the selection handler, which by default opens its preview, as the
 * other tabs do (the spec's handler only logged it). The panel also filters by what documents are
 * linked to; ?clientId=, ?siteId=, ?projectId= or ?assetId= in the address start with that filter set.
 */
import {
  type BasicSearchFilters,
  BROWSE_FILE_TYPES,
  type CatalogueDocument,
  countActiveFilters,
  DOCUMENT_CATEGORIES,
  DOCUMENT_DEPARTMENTS,
  DOCUMENT_SEARCH,
  EMPTY_BASIC_FILTERS,
  formatShortDate,
  isBlankSearch,
  previewPath,
  searchDocumentsBasic,
} from '@firebreak/shared';
import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadDocument } from '@/entities/document/api/download-document';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocuments } from '../../api/get-documents';
import { FileTypeIcon } from '../../browse/components/file-type-icon';
import { LoadingText } from '../../browse/components/loading-text';
import { TagChips } from '../../browse/components/tag-chips';
import { DocumentInfoRow } from '../../components/document-info-row';
import { DocumentLinkChips } from '../../components/document-link-chips';
import { LINK_FILTER_KEYS, LinkFilterFields } from '../../components/link-filter-fields';
import { SearchBox } from '../../components/search-box';
import { SelectFilter } from '../../components/select-filter';
import { BASIC_SEARCH_STRINGS as S } from '../strings';

export function BasicSearch({ onSelect }: { onSelect?: (doc: CatalogueDocument) => void }) {
  const { data } = useDocuments();
  const documents = useMemo(() => data?.documents ?? [], [data]);
  const [address] = useSearchParams();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<BasicSearchFilters>(() => ({
    ...EMPTY_BASIC_FILTERS,
    ...Object.fromEntries(LINK_FILTER_KEYS.map((key) => [key, address.get(key) ?? ''])),
  }));
  const [showFilters, setShowFilters] = useState(() => LINK_FILTER_KEYS.some((key) => address.get(key)));
  const navigate = useNavigate();
  const allTags = useMemo(() => [...new Set(documents.flatMap((doc) => doc.tags))].sort(), [documents]);
  const active = countActiveFilters(filters);
  const blank = isBlankSearch(text, filters);

  // The text and filters are searched once they have rested 300 ms; a blank search clears at once.
  const request = useMemo(() => ({ text, filters }), [text, filters]);
  const settled = useDebouncedValue(request, DOCUMENT_SEARCH.debounceMs);
  const searching = !blank && settled !== request;
  const results = useMemo(
    () =>
      isBlankSearch(settled.text, settled.filters)
        ? []
        : searchDocumentsBasic(documents, settled.text, settled.filters),
    [documents, settled],
  );

  const set = (patch: Partial<BasicSearchFilters>) => setFilters((current) => ({ ...current, ...patch }));

  const view = (doc: CatalogueDocument) => {
    try {
      navigate(previewPath(doc.id));
    } catch (error) {
      console.error(S.previewError, error);
    }
  };
  const select = onSelect ?? view;
  const download = async (doc: CatalogueDocument) => {
    if (!(await downloadDocument(doc.id, doc.fileName))) console.error(S.downloadError, doc.id);
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <SearchBox
          value={text}
          onChange={setText}
          placeholder={S.placeholder}
          label={S.searchLabel}
          clearLabel={S.clear}
          icon={<SearchIcon aria-hidden />}
        />
        <Button
          variant="outlined"
          onClick={() => setShowFilters((open) => !open)}
          aria-expanded={showFilters}
          startIcon={
            <Badge badgeContent={active} color="primary">
              <FilterListIcon />
            </Badge>
          }
        >
          {S.filters}
        </Button>
        <Button
          onClick={() => {
            setText('');
            setFilters(EMPTY_BASIC_FILTERS);
          }}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {S.clearAll}
        </Button>
      </Stack>
      <Collapse in={showFilters}>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectFilter
                label={S.category}
                value={filters.category}
                allLabel={S.allCategories}
                options={DOCUMENT_CATEGORIES}
                onChange={(value) => set({ category: value })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectFilter
                label={S.department}
                value={filters.department}
                allLabel={S.allDepartments}
                options={DOCUMENT_DEPARTMENTS}
                onChange={(value) => set({ department: value })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectFilter
                label={S.type}
                value={filters.type}
                allLabel={S.allTypes}
                options={BROWSE_FILE_TYPES}
                onChange={(value) => set({ type: value })}
                format={(type) => type.toUpperCase()}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                multiple
                options={allTags}
                value={[...filters.tags]}
                onChange={(_, tags) => set({ tags })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={S.tags}
                    placeholder={filters.tags.length ? '' : S.tagsPlaceholder}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                fullWidth
                type="date"
                label={S.fromDate}
                value={filters.dateRange.start}
                onChange={(event) => set({ dateRange: { ...filters.dateRange, start: event.target.value } })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                fullWidth
                type="date"
                label={S.toDate}
                value={filters.dateRange.end}
                onChange={(event) => set({ dateRange: { ...filters.dateRange, end: event.target.value } })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <LinkFilterFields
              documents={documents}
              value={{
                clientId: filters.clientId ?? '',
                siteId: filters.siteId ?? '',
                projectId: filters.projectId ?? '',
                assetId: filters.assetId ?? '',
              }}
              onChange={set}
            />
          </Grid>
        </Paper>
      </Collapse>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="basic-search-results">
        <Typography variant="h6" component="h2" id="basic-search-results">
          {S.results} {blank ? null : S.found(results.length)}
        </Typography>
        {searching ? (
          <LoadingText text={S.searching} />
        ) : blank ? (
          <Typography sx={{ py: 3 }} color="text.secondary">
            {S.prompt}
          </Typography>
        ) : results.length === 0 ? (
          <Typography sx={{ py: 3 }} color="text.secondary">
            {S.noResults}
          </Typography>
        ) : (
          <List>
            {results.map((doc) => (
              <ListItem
                key={doc.id}
                divider
                onClick={() => select(doc)}
                data-testid="basic-search-row"
                sx={{ cursor: 'pointer' }}
              >
                <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
                  <FileTypeIcon type={doc.type} />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Link
                      component="button"
                      underline="hover"
                      color="inherit"
                      sx={{ fontWeight: 600, textAlign: 'left' }}
                    >
                      {doc.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {doc.description}
                    </Typography>
                    <DocumentInfoRow
                      chips={[
                        { label: doc.category },
                        { label: doc.department, outlined: true },
                        doc.revision ? { label: doc.revision, outlined: true } : null,
                      ]}
                      details={[doc.size, S.modified(formatShortDate(doc.lastModified))]}
                    >
                      <TagChips tags={doc.tags} max={DOCUMENT_SEARCH.searchRowTags} />
                    </DocumentInfoRow>
                    {doc.links.length > 0 ? (
                      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                        <DocumentLinkChips doc={doc} />
                      </Stack>
                    ) : null}
                  </Box>
                  <Box sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={`${S.viewDocument}: ${doc.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        view(doc);
                      }}
                    >
                      <VisibilityIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`${S.download}: ${doc.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        void download(doc);
                      }}
                    >
                      <DownloadIcon />
                    </IconButton>
                  </Box>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
