/**
 * /documents/standards/:id?page=N[&version=…]: a standard's PDF opened at a page ('Open at page N').
 * The bytes are fetched with the Bearer token and shown from a blob: URL with #page=N, which the
 * browser's PDF viewer opens at; a phone's browser that shows no PDF in a page gets it in a new tab
 * or as a download.
 */
import { HANDBOOK_STANDARD_ID } from '@firebreak/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { saveFile } from '@/lib/save-file';
import { usePageTitle } from '@/lib/use-page-title';
import { getStandardPdf } from '../../api/get-standard-pdf';
import { useStandards } from '../../api/get-standards';
import { STANDARDS_STRINGS as S } from '../../strings';

export default function StandardViewerPage() {
  const { id = HANDBOOK_STANDARD_ID } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const version = params.get('version');
  const standard = useStandards().data?.standards.find((item) => item.id === id);
  const code = standard?.code ?? '';
  usePageTitle(standard ? S.viewerTitle(code, page) : S.viewerLoading);
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    setFailed(false);
    getStandardPdf(id, version).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setPdf({ blob, url });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, version]);

  const atPage = pdf ? `${pdf.url}#page=${page}` : null;
  return (
    <Box>
      <PageHeader
        title={standard ? S.viewerTitle(code, page) : S.page(page)}
        subtitle={
          standard ? `${standard.title}${standard.edition ? ` · ${standard.edition}` : ''}` : undefined
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/documents?tab=regulations" startIcon={<ArrowBackIcon />}>
          {S.viewerBack}
        </Button>
        {atPage ? (
          <Button
            component="a"
            href={atPage}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
            variant="outlined"
          >
            {S.viewerOpenTab(page)}
          </Button>
        ) : null}
        {pdf ? (
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => saveFile(pdf.blob, standard?.fileName || `${code || 'standard'}.pdf`)}
          >
            {S.viewerDownload}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, display: { md: 'none' } }}>
        {S.viewerPhoneHint}
      </Typography>
      {failed ? <Alert severity="error">{S.viewerFailed}</Alert> : null}
      {!pdf && !failed ? <SectionSpinner label={S.viewerLoading} /> : null}
      {atPage ? (
        <Box
          component="iframe"
          // The page is part of the address: a new page opens the viewer there.
          key={atPage}
          title={S.viewerFrame(code || id)}
          src={atPage}
          sx={{ width: '100%', height: '80vh', border: 1, borderColor: 'divider' }}
          data-testid="standard-pdf"
        />
      ) : null}
    </Box>
  );
}
