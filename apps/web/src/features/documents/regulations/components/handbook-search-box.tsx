/** The search box, Clear, the eight quick-topic buttons and, while the box is empty, popular searches. */
import { HANDBOOK_TOPIC_LABELS, HANDBOOK_TOPICS, type HandbookTopic } from '@firebreak/shared';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REGULATIONS_STRINGS as S } from '../strings';

type Props = {
  text: string;
  activeTopic: HandbookTopic | null;
  /** Something to clear: text, a topic or a chapter search. */
  canClear: boolean;
  popular: readonly string[];
  onType: (value: string) => void;
  onTopic: (topic: HandbookTopic) => void;
  onClear: () => void;
};

export function HandbookSearchBox({ text, activeTopic, canClear, popular, onType, onTopic, onClear }: Props) {
  return (
    <Box component="section" aria-label={S.searchLabel} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="search"
          label={S.searchLabel}
          placeholder={S.searchPlaceholder}
          value={text}
          onChange={(event) => onType(event.target.value)}
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="outlined" onClick={onClear} disabled={!canClear}>
          {S.clear}
        </Button>
      </Stack>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {S.quickTopics}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {HANDBOOK_TOPICS.map((topic) => (
          <Button
            key={topic}
            size="small"
            variant={activeTopic === topic ? 'contained' : 'outlined'}
            aria-pressed={activeTopic === topic}
            onClick={() => onTopic(topic)}
            sx={{ textTransform: 'none' }}
          >
            {HANDBOOK_TOPIC_LABELS[topic]}
          </Button>
        ))}
      </Stack>
      {text.trim() === '' && popular.length > 0 ? (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {S.popularSearches}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {popular.map((term) => (
              <Chip key={term} label={term} onClick={() => onType(term)} variant="outlined" />
            ))}
          </Stack>
        </>
      ) : null}
    </Box>
  );
}
