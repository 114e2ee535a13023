/**
 * The Documents landing (issue 26 §6): the library's most recently changed documents, each opening
 * its preview, and Upload Document (the library's own dialog) for the roles that may upload. Shown
 * under the AI Search tab's search area (ai-search-tab.tsx), so the tab is where one starts.
 */
import { formatShortDate, previewPath } from '@firebreak/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { useRecentDocuments } from '../../api/get-recent-documents';
import { FileTypeIcon } from '../../browse/components/file-type-icon';
import { DocumentLinkChips } from '../../components/document-link-chips';
import { useDocumentManagement } from '../../manage/hooks/use-document-management';
import { MANAGE_STRINGS as M } from '../../manage/strings';
import { RECENT_COUNT, LANDING_STRINGS as S } from '../strings';

export function LibraryLanding() {
  const headingId = useId();
  const recent = useRecentDocuments(RECENT_COUNT);
  const canUpload = useCan()('documents.upload');
  const { notify, notice } = useNotice();
  const manage = useDocumentManagement({ onUploaded: (doc) => notify(M.uploaded(doc.name)) });
  const documents = recent.data?.documents ?? [];

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, mt: 3 }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
          {S.recent}
        </Typography>
        <Link component={RouterLink} to="/documents?tab=categories" variant="body2">
          {S.browseAll}
        </Link>
        {canUpload ? (
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={manage.openUpload}>
            {M.upload}
          </Button>
        ) : null}
      </Stack>
      {recent.isPending ? (
        <Typography sx={{ py: 2 }} color="text.secondary">
          {S.loading}
        </Typography>
      ) : recent.isError ? (
        <Typography sx={{ py: 2 }} color="error">
          {S.failed}
        </Typography>
      ) : documents.length === 0 ? (
        <Typography sx={{ py: 2 }} color="text.secondary">
          {S.empty}
        </Typography>
      ) : (
        <List aria-labelledby={headingId} data-testid="recent-documents">
          {documents.map((doc) => (
            <ListItem key={doc.id} divider disableGutters sx={{ gap: 2, alignItems: 'flex-start' }}>
              <FileTypeIcon type={doc.type} />
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
                  <DocumentLinkChips doc={doc} />
                </Stack>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {manage.dialogs}
      {notice}
    </Paper>
  );
}
