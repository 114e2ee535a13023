/**
 * 'Best answer' above the results (issue 26 §3): the one passage of the library that answers the
 * question, with its document and page, said to be the document's own words: nothing is generated.
 */
import type { BestAnswer as BestAnswerData } from '@firebreak/shared';
import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AI_SEARCH_STRINGS as S } from '../strings';
import { PassageText } from './passage-text';

export function BestAnswer({
  answer,
  onOpen,
}: {
  answer: BestAnswerData;
  onOpen: (documentId: string, page: number | null) => void;
}) {
  const { passage, page } = answer;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="best-answer-title"
      data-testid="best-answer"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2" id="best-answer-title">
          {S.bestAnswer}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {S.ownWords}
        </Typography>
      </Stack>
      {passage.heading ? (
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          {S.underHeading(passage.heading)}
        </Typography>
      ) : null}
      <PassageText
        passage={passage}
        component="blockquote"
        sx={{ mt: 1, pl: 2, borderLeft: 4, borderColor: 'primary.light', typography: 'body1' }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <DescriptionIcon color="action" fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="best-answer-source">
            {S.answerFrom(answer.documentName, page)}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          onClick={() => onOpen(answer.documentId, page)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          {page ? S.openAtPage(page) : S.openDocument}
        </Button>
      </Stack>
    </Paper>
  );
}
