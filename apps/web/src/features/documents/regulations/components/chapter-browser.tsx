/** Spec §2: the 'Browse by Chapter' accordion with the seven chapters of §9 and 'Search Chapter'. */
import { HANDBOOK_CHAPTERS, type HandbookChapter } from '@firebreak/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { REGULATIONS_STRINGS as S } from '../strings';

export function ChapterBrowser({ onSearch }: { onSearch: (chapter: HandbookChapter) => void }) {
  return (
    <Accordion sx={{ mb: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="chapters-content" id="chapters-header">
        <Typography component="h3" variant="h6">
          {S.browseByChapter}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="chapters-content">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {HANDBOOK_CHAPTERS.map((chapter) => (
            <Card
              key={chapter.number}
              variant="outlined"
              component="article"
              aria-labelledby={`chapter-${chapter.number}`}
            >
              <CardContent>
                <Typography
                  id={`chapter-${chapter.number}`}
                  component="h4"
                  variant="subtitle1"
                  sx={{ fontWeight: 600 }}
                >
                  {S.chapterTitle(chapter.number, chapter.name)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {S.chapterPages(chapter.from, chapter.to)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  size="small"
                  onClick={() => onSearch(chapter)}
                  aria-label={S.searchChapterNamed(chapter.name)}
                >
                  {S.searchChapter}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
