/**
 * A file's page as an image with a rectangle over each field's words. The boxes are fractions of the
 * page, so they are laid as percentages over the image at whatever size it is drawn; the field under
 * the reviewer's pointer or focus is drawn stronger. Several pages: a switcher under the image.
 */
import type { IntakeField, IntakeFile } from '@firebreak/shared';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SectionSpinner } from '@/components/section-spinner';
import { useIntakePageUrl } from '../api/get-intake-page';
import { I } from '../strings';

type Props = {
  batchId: string;
  file: IntakeFile;
  page: number;
  onPage: (page: number) => void;
  activeField: string | null;
};

export function PagePreview({ batchId, file, page, onPage, activeField }: Props) {
  const pages = file.pages.map((p) => p.page);
  if (pages.length === 0) return <Typography color="text.secondary">{I.noPages}</Typography>;
  const at = Math.max(0, pages.indexOf(page));
  const current = pages[at] ?? 1;
  const boxes = file.fields.filter((field) => field.page === current && field.box);
  return (
    <Box component="section" aria-label={I.preview}>
      <PageImage batchId={batchId} file={file} page={current} boxes={boxes} activeField={activeField} />
      {pages.length > 1 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
          <IconButton
            aria-label={I.previousPage}
            disabled={at === 0}
            onClick={() => onPage(pages[at - 1] ?? 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="body2" aria-live="polite">
            {I.page(at + 1, pages.length)}
          </Typography>
          <IconButton
            aria-label={I.nextPage}
            disabled={at === pages.length - 1}
            onClick={() => onPage(pages[at + 1] ?? current)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}

function PageImage({
  batchId,
  file,
  page,
  boxes,
  activeField,
}: {
  batchId: string;
  file: IntakeFile;
  page: number;
  boxes: IntakeField[];
  activeField: string | null;
}) {
  const url = useIntakePageUrl(batchId, file.id, page);
  if (url === 'failed') return <Alert severity="warning">{I.pageUnavailable}</Alert>;
  if (url === null) return <SectionSpinner label={I.pageLoading} />;
  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', lineHeight: 0 }}>
      <Box
        component="img"
        src={url}
        alt={I.pageAlt(file.fileName, page)}
        sx={{ width: '100%', height: 'auto' }}
      />
      {boxes.map((field) => {
        const [x, y, w, h] = field.box ?? [0, 0, 0, 0];
        const active = field.id === activeField;
        return (
          <Box
            key={field.id}
            aria-hidden
            data-field={field.id}
            data-active={active ? 'true' : undefined}
            sx={{
              position: 'absolute',
              left: `${x * 100}%`,
              top: `${y * 100}%`,
              width: `${w * 100}%`,
              height: `${h * 100}%`,
              border: active ? 3 : 1,
              borderColor: active ? 'secondary.main' : 'primary.main',
              bgcolor: active ? 'rgba(255, 193, 7, 0.35)' : 'rgba(25, 118, 210, 0.12)',
              pointerEvents: 'none',
              transition: 'background-color 120ms',
            }}
          />
        );
      })}
    </Box>
  );
}
