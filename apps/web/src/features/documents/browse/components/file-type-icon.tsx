/** File-type icon and colour (pdf red, excel green, word blue, powerpoint orange, project purple). */
import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TableChartIcon from '@mui/icons-material/TableChart';
import TimelineIcon from '@mui/icons-material/Timeline';

export const FILE_TYPE_COLOURS: Record<string, string> = {
  pdf: '#c62828',
  excel: '#2e7d32',
  word: '#1565c0',
  powerpoint: '#bf360c',
  project: '#6a1b9a',
};

export function FileTypeIcon({ type }: { type: string }) {
  const sx = { color: FILE_TYPE_COLOURS[type] ?? '#546e7a' };
  switch (type) {
    case 'pdf':
      return <PictureAsPdfIcon sx={sx} aria-hidden />;
    case 'excel':
      return <TableChartIcon sx={sx} aria-hidden />;
    case 'word':
      return <DescriptionIcon sx={sx} aria-hidden />;
    case 'powerpoint':
      return <SlideshowIcon sx={sx} aria-hidden />;
    case 'project':
      return <TimelineIcon sx={sx} aria-hidden />;
    case 'text':
      return <ArticleIcon sx={sx} aria-hidden />;
    default:
      return <InsertDriveFileIcon sx={sx} aria-hidden />;
  }
}
