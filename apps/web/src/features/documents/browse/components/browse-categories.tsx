/**
 * Browse Categories (spec §2): one card per category with its icon, count and per-type chips; one
 * card expanded at a time; document rows with View and Download; the statistics panel; 6 s toasts.
 * Upload Document, and Edit and Delete on the rows the user may change, come from ../manage. When
 * documents are linked to clients, sites, projects or assets, selects above the cards narrow every
 * card to the documents linked to the chosen ones (decision 0081); the statistics stay the library's.
 */
import type { CatalogueDocument, DocumentCategoryGroup } from '@firebreak/shared';
import { DOCUMENT_SEARCH, formatShortDate } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotice } from '@/lib/use-notice';
import { useDocuments } from '../../api/get-documents';
import { DocumentInfoRow } from '../../components/document-info-row';
import { DocumentLinkChips } from '../../components/document-link-chips';
import { isLinkedAs, LinkFilterFields, NO_LINK_FILTERS } from '../../components/link-filter-fields';
import { useDocumentManagement } from '../../manage/hooks/use-document-management';
import { MANAGE_STRINGS as M } from '../../manage/strings';
import { useDocumentActions } from '../hooks/use-document-actions';
import { BROWSE_STRINGS as S } from '../strings';
import { CategoryIcon } from './category-icon';
import { FILE_TYPE_COLOURS, FileTypeIcon } from './file-type-icon';
import { LoadingText } from './loading-text';
import { TagChips } from './tag-chips';
import { TextStatusChip } from './text-status-chip';

export function BrowseCategories() {
  const { data, isPending, isError } = useDocuments();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [linkFilters, setLinkFilters] = useState(NO_LINK_FILTERS);
  const { notify, notice } = useNotice();
  const actions = useDocumentActions(notify);
  const manage = useDocumentManagement({
    onUploaded: (doc) => {
      notify(M.uploaded(doc.name));
      setExpanded(doc.category);
    },
    onSaved: (doc) => notify(M.saved(doc.name)),
    onDeleted: (doc) => notify(M.deleted(doc.name)),
  });

  useEffect(() => {
    if (isError) notify(S.loadFailed);
  }, [isError, notify]);

  if (isPending) return <LoadingText text={S.loading} />;
  const categories = (data?.categories ?? []).map((category) => ({
    ...category,
    documents: category.documents.filter((doc) => isLinkedAs(doc, linkFilters)),
  }));

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
      >
        <Grid container spacing={2} sx={{ flexGrow: 1 }}>
          <LinkFilterFields
            documents={data?.documents ?? []}
            value={linkFilters}
            onChange={(patch) => setLinkFilters((current) => ({ ...current, ...patch }))}
          />
        </Grid>
        <Box sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', md: 'flex-start' } }}>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={manage.openUpload}>
            {M.upload}
          </Button>
        </Box>
      </Stack>
      {data ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }} aria-label={S.statistics} component="section">
          <Grid container spacing={2}>
            {(
              [
                [S.totalDocuments, data.statistics.totalDocuments],
                [S.categories, data.statistics.categories],
                [S.departments, data.statistics.departments],
                [S.fileTypes, data.statistics.fileTypes],
              ] as const
            ).map(([label, value]) => (
              <Grid key={label} size={{ xs: 6, md: 3 }}>
                <Typography variant="h5" component="p">
                  {value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Paper>
      ) : null}
      <Stack spacing={2}>
        {categories.map((category) => (
          <CategoryCard
            key={category.name}
            category={category}
            expanded={expanded === category.name}
            onToggle={() => setExpanded((current) => (current === category.name ? null : category.name))}
            onView={actions.view}
            onDownload={actions.download}
            manage={manage}
          />
        ))}
      </Stack>
      {manage.dialogs}
      {notice}
    </Box>
  );
}

function CategoryCard({
  category,
  expanded,
  onToggle,
  onView,
  onDownload,
  manage,
}: {
  category: DocumentCategoryGroup;
  expanded: boolean;
  onToggle: () => void;
  onView: (doc: CatalogueDocument) => void;
  onDownload: (doc: CatalogueDocument) => void;
  manage: RowManagement;
}) {
  const byType = new Map<string, number>();
  for (const doc of category.documents) byType.set(doc.type, (byType.get(doc.type) ?? 0) + 1);
  const listId = `category-${category.name.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" data-testid="category-card">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CategoryIcon name={category.name} color={category.color} />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {category.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {S.documentsCount(category.documents.length)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {[...byType].map(([type, count]) => (
              <Chip
                key={type}
                size="small"
                label={`${type.toUpperCase()} ${count}`}
                sx={{ bgcolor: FILE_TYPE_COLOURS[type], color: '#fff' }}
              />
            ))}
          </Stack>
          <IconButton
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={expanded ? S.collapse(category.name) : S.expand(category.name)}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </Stack>
        <Collapse in={expanded} unmountOnExit>
          {category.documents.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{S.empty}</Typography>
          ) : (
            <List id={listId} sx={{ mt: 1 }}>
              {category.documents.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} onView={onView} onDownload={onDownload} manage={manage} />
              ))}
            </List>
          )}
        </Collapse>
      </CardContent>
    </Card>
  );
}

type RowManagement = Pick<
  ReturnType<typeof useDocumentManagement>,
  'canEdit' | 'canDelete' | 'openEdit' | 'openDelete'
>;

function DocumentRow({
  doc,
  onView,
  onDownload,
  manage,
}: {
  doc: CatalogueDocument;
  onView: (doc: CatalogueDocument) => void;
  onDownload: (doc: CatalogueDocument) => void;
  manage: RowManagement;
}) {
  return (
    <ListItem divider alignItems="flex-start" data-testid="document-row">
      <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
        <FileTypeIcon type={doc.type} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{doc.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {doc.description}
          </Typography>
          <DocumentInfoRow
            chips={[
              { label: doc.department },
              doc.revision ? { label: doc.revision, outlined: true, primary: true } : null,
            ]}
            details={[doc.size, formatShortDate(doc.lastModified)]}
          >
            <TagChips tags={doc.tags} max={DOCUMENT_SEARCH.browseRowTags} />
            <TextStatusChip status={doc.textStatus} note={doc.textNote} progress={doc.textProgress} />
            <DocumentLinkChips doc={doc} />
          </DocumentInfoRow>
        </Box>
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton aria-label={S.view(doc.name)} onClick={() => onView(doc)}>
            <VisibilityIcon />
          </IconButton>
          <IconButton aria-label={S.download(doc.name)} onClick={() => onDownload(doc)}>
            <DownloadIcon />
          </IconButton>
          {manage.canEdit(doc) ? (
            <IconButton aria-label={M.edit(doc.name)} onClick={() => manage.openEdit(doc)}>
              <EditIcon />
            </IconButton>
          ) : null}
          {manage.canDelete(doc) ? (
            <IconButton aria-label={M.delete(doc.name)} onClick={() => manage.openDelete(doc)}>
              <DeleteIcon />
            </IconButton>
          ) : null}
        </Box>
      </Stack>
    </ListItem>
  );
}
