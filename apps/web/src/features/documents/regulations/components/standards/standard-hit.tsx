/**
 * One passage found: the standard's code and edition, the page, the clause heading and the passage
 * with the query's words marked, and 'Open at page N', which opens the standard's PDF at that page.
 */
import { type StandardPassageHit, standardPath } from '@firebreak/shared';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/lib/visually-hidden';
import { STANDARDS_STRINGS as S } from '../../strings';
import { MarkedText } from './marked-text';

export function StandardHit({ hit }: { hit: StandardPassageHit }) {
  return (
    <ListItem divider alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip
          size="small"
          color={hit.kind === 'standard' ? 'primary' : 'default'}
          label={S.codeEdition(hit.code, hit.edition)}
          sx={{ maxWidth: '100%' }}
        />
        <Typography variant="body2" color="text.secondary">
          {S.page(hit.page)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {S.relevance(hit.relevance)}
        </Typography>
      </Stack>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {hit.heading ? (
          <MarkedText text={hit.heading} highlights={hit.headingHighlights} />
        ) : (
          S.page(hit.page)
        )}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
      >
        <MarkedText text={hit.text} highlights={hit.highlights} />
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<MenuBookIcon />}
          component={RouterLink}
          to={standardPath(hit.standardId, hit.page, hit.versionId)}
        >
          {S.openAtPage(hit.page)}{' '}
          <Box component="span" sx={visuallyHidden}>
            {`· ${hit.code}`}
          </Box>
        </Button>
      </Box>
    </ListItem>
  );
}
