/**
 * /documents/preview/{id}: the document's details and, for a PDF, the file itself in the page. The
 * bytes are fetched with the Bearer token and shown from a blob: URL (the CSP allows blob: frames).
 * ?page=N opens the PDF at page N (a search's passage: 'Open at page N', issue 26 §3) through the
 * viewer's #page= fragment, and says so.
 * Who may edit its details or delete it from here follows docs/permissions.md (useDocumentManagement).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { downloadDocument, fetchDocumentBlob } from '@/entities/document/api/download-document';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useDocument } from '../../api/get-document';
import { LoadingText } from '../../browse/components/loading-text';
import { PREVIEW_STRINGS as S } from '../../browse/strings';
import { DocumentLinkChips } from '../../components/document-link-chips';
import { useDocumentManagement } from '../../manage/hooks/use-document-management';
import { MANAGE_STRINGS as M } from '../../manage/strings';

export default function DocumentPreviewPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage > 0 ? requestedPage : null;
  const documentQuery = useDocument(id);
  const doc = documentQuery.data;
  usePageTitle(doc?.name ?? S.title);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const { notify, notice } = useNotice();
  const manage = useDocumentManagement({
    onSaved: (saved) => notify(M.saved(saved.name)),
    onDeleted: () => navigate('/documents?tab=categories'),
  });

  useEffect(() => {
    if (doc?.type !== 'pdf') return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchDocumentBlob(doc.id, true).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(objectUrl);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [doc?.id, doc?.type]);

  return (
    <Box>
      <PageHeader title={doc?.name ?? S.title} subtitle={doc?.description} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to="/documents" startIcon={<ArrowBackIcon />}>
          {S.back}
        </Button>
        {doc ? (
          <>
            <Button
              startIcon={<DownloadIcon />}
              variant="outlined"
              onClick={() => downloadDocument(doc.id, doc.fileName)}
            >
              {S.download}
            </Button>
            <Chip label={doc.category} />
            <Chip label={doc.department} variant="outlined" />
            {doc.revision ? <Chip label={doc.revision} variant="outlined" /> : null}
            {page && doc.type === 'pdf' ? (
              <Chip label={S.atPage(page)} color="primary" variant="outlined" data-testid="preview-page" />
            ) : null}
            <Chip label={doc.size} variant="outlined" />
            <DocumentLinkChips doc={doc} />
            {manage.canEdit(doc) ? (
              <Button startIcon={<EditIcon />} onClick={() => manage.openEdit(doc)}>
                {M.editButton}
              </Button>
            ) : null}
            {manage.canDelete(doc) ? (
              <Button startIcon={<DeleteIcon />} color="error" onClick={() => manage.openDelete(doc)}>
                {M.deleteButton}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
      {documentQuery.isPending ? <LoadingText text={S.loading} /> : null}
      {documentQuery.isError || failed ? <Alert severity="error">{S.failed}</Alert> : null}
      {doc && doc.type !== 'pdf' ? <Alert severity="info">{S.notPdf}</Alert> : null}
      {doc?.type === 'pdf' && !url && !failed ? <LoadingText text={S.loading} /> : null}
      {url ? (
        <Box
          component="iframe"
          title={`${S.title}: ${doc?.name ?? ''}`}
          src={page ? `${url}#page=${page}` : url}
          sx={{ width: '100%', height: '80vh', border: 1, borderColor: 'divider' }}
          data-testid="pdf-preview"
        />
      ) : null}
      {manage.dialogs}
      {notice}
    </Box>
  );
}
