/**
 * A client's, site's or project's Documents section (decision 0081): the library documents linked to
 * it (a client's include those of its sites, assets and projects, and its visits' service reports and
 * certificates), the most recently changed first, each with its category and date, Open (the preview)
 * and Download; 'Find them in the library' opens Basic Search filtered to it. What a role may not
 * reach (another technician's visit report) the server leaves out.
 */
import {
  type CatalogueDocument,
  type DocumentLinkFilters,
  formatShortDate,
  previewPath,
} from '@firebreak/shared';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { downloadDocument } from '@/entities/document/api/download-document';
import { useLinkedDocuments } from '@/entities/document/api/get-linked-documents';
import { libraryFilteredPath } from '@/entities/document/paths';
import { type LinkedTo, LINKED_DOCUMENTS_STRINGS as S } from './strings';

/** `spaced`: a gap above it, where it follows another section. */
export function LinkedDocuments({ of, id, spaced = false }: { of: LinkedTo; id: string; spaced?: boolean }) {
  const headingId = useId();
  const filter: DocumentLinkFilters = { [`${of}Id`]: id };
  const query = useLinkedDocuments(filter);
  const [failed, setFailed] = useState(false);
  const documents = query.data?.documents ?? [];
  const total = query.data?.total ?? 0;

  const download = async (doc: CatalogueDocument) => {
    setFailed(!(await downloadDocument(doc.id, doc.fileName)));
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: spaced ? 2 : 0 }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2" id={headingId}>
          {S.title} {query.data ? S.count(total) : null}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {total > 0 ? (
          <Link component={RouterLink} to={libraryFilteredPath(filter)} variant="body2">
            {S.findInLibrary}
          </Link>
        ) : null}
      </Stack>
      {failed ? (
        <Alert severity="error" onClose={() => setFailed(false)} sx={{ mt: 1 }}>
          {S.downloadFailed}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Typography sx={{ py: 2 }} color="text.secondary">
          {S.loading}
        </Typography>
      ) : query.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {S.failed}
        </Alert>
      ) : documents.length === 0 ? (
        <Typography sx={{ py: 2 }} color="text.secondary">
          {S.empty(of)}
        </Typography>
      ) : (
        <List aria-labelledby={headingId} data-testid="linked-documents">
          {documents.map((doc) => (
            <ListItem key={doc.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={previewPath(doc.id)}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {doc.name}
                </Link>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
                >
                  <Chip size="small" label={doc.category} />
                  <Typography variant="caption">{S.modified(formatShortDate(doc.lastModified))}</Typography>
                  {doc.links.some((link) => link.visitId) ? (
                    <Typography variant="caption" color="text.secondary">
                      {S.byVisit}
                    </Typography>
                  ) : null}
                </Stack>
              </Box>
              <Box sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                <IconButton component={RouterLink} to={previewPath(doc.id)} aria-label={S.open(doc.name)}>
                  <OpenInNewIcon />
                </IconButton>
                <IconButton aria-label={S.download(doc.name)} onClick={() => void download(doc)}>
                  <DownloadIcon />
                </IconButton>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {total > documents.length ? (
        <Typography variant="body2" color="text.secondary">
          {S.showing(documents.length, total)}
        </Typography>
      ) : null}
    </Paper>
  );
}
