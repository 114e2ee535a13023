/**
 * /sites/:siteId/intake/:batchId (issue 32): a batch of paperwork being read into the site's register.
 * The header says whose site and how far the reading has gone; the files are listed (a select on a
 * phone) and the chosen one is reviewed beside its page. The chosen file lives in the address
 * (?file=…) so a reload keeps it; by default the first one waiting for review.
 */
import { formatShortDate, sitePath } from '@firebreak/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useIntakeBatch } from '../api/get-intake-batch';
import { I } from '../strings';
import { FileReview } from './file-review';
import { IntakeFileList, IntakeFileSelect } from './intake-file-list';

export default function IntakeBatchPage() {
  const params = useParams();
  const siteId = params.siteId ?? '';
  const batchId = params.batchId ?? '';
  const batch = useIntakeBatch(batchId);
  const [search, setSearch] = useSearchParams();
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const { notify, notice } = useNotice();
  usePageTitle(I.pageTitle);

  if (batch.isPending) return <SectionSpinner label={I.batchLoading} />;
  if (batch.isError) return <Alert severity="error">{I.batchFailed}</Alert>;
  const data = batch.data;
  const requested = search.get('file');
  const selected =
    data.files.find((file) => file.id === requested) ??
    data.files.find((file) => file.status === 'PROPOSED') ??
    data.files[0] ??
    null;
  const select = (fileId: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('file', fileId);
        return next;
      },
      { replace: true },
    );
  const { counts } = data;
  const done = counts.files - counts.reading;
  const files = { files: data.files, selected: selected?.id ?? null, onSelect: select };

  return (
    <Box>
      <Link
        component={RouterLink}
        to={`${sitePath(siteId || data.siteId)}?tab=documents`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {I.backToSite(data.siteName)}
      </Link>
      <PageHeader
        title={I.heading(formatShortDate(data.createdAt))}
        subtitle={`${data.siteName} · ${data.clientName}`}
      />
      <Box sx={{ mb: 2 }}>
        <Typography role="status">{I.counts(counts)}</Typography>
        {counts.reading > 0 ? (
          <LinearProgress
            variant="determinate"
            value={counts.files > 0 ? (done / counts.files) * 100 : 0}
            aria-label={I.overallProgress}
            sx={{ mt: 1 }}
          />
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', gap: 2, alignItems: 'flex-start' }}>
        <Box component="nav" aria-label={I.filesLabel} sx={{ width: wide ? 220 : '100%', flex: '0 0 auto' }}>
          {wide ? <IntakeFileList {...files} /> : <IntakeFileSelect {...files} />}
        </Box>
        <Box sx={{ flex: '1 1 auto', minWidth: 0, width: wide ? 'auto' : '100%' }}>
          {selected ? (
            <FileReview
              key={`${selected.id}-${selected.status}`}
              batchId={data.id}
              file={selected}
              onDone={(text, result) => {
                notify(text, 'success');
                // On to the next file waiting for review, so a large batch is gone through in order.
                const at = result.batch.files.findIndex((file) => file.id === selected.id);
                const next = [
                  ...result.batch.files.slice(at + 1),
                  ...result.batch.files.slice(0, Math.max(at, 0)),
                ].find((file) => file.status === 'PROPOSED');
                if (next) select(next.id);
              }}
            />
          ) : (
            <Typography>{I.chooseFile}</Typography>
          )}
        </Box>
      </Box>
      {notice}
    </Box>
  );
}
