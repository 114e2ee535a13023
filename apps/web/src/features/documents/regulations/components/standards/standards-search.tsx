/**
 * The standards library's search: a box (searched 300 ms after typing stops, as the handbook is), the
 * standards to search (none chosen: all of them), and the passages found. Best matches (the words
 * there, relevance at least BEST_MATCH_RELEVANCE) come first; the other, less certain matches (some
 * of the words, or found by meaning alone) follow behind 'Show other matches', open at once when
 * there is no best match: a search that matches something is never shown as empty.
 */
import { HANDBOOK_LIMITS, type StandardSummary } from '@firebreak/shared';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStandardsSearch } from '../../api/search-standards';
import { STANDARDS_STRINGS as S } from '../../strings';
import { StandardHit } from './standard-hit';

const CHOOSE_ID = 'standards-choose';

export function StandardsSearch({ standards }: { standards: readonly StandardSummary[] }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const debounced = useDebouncedValue(text, HANDBOOK_LIMITS.debounceMs);
  const query = text.trim() ? debounced.trim() : '';
  // A standard removed meanwhile drops out of the choice.
  const ids = chosen.filter((id) => standards.some((standard) => standard.id === id));
  const search = useStandardsSearch(query, ids);
  const answer = query ? search.data : undefined;
  const codeOf = (id: string) => standards.find((standard) => standard.id === id)?.code ?? id;

  return (
    <Box component="section" aria-label={S.searchLabel} sx={{ mt: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          type="search"
          label={S.searchLabel}
          placeholder={S.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl sx={{ minWidth: { md: 280 }, maxWidth: { md: 360 } }} fullWidth>
          <InputLabel id={`${CHOOSE_ID}-label`} shrink>
            {S.chooseLabel}
          </InputLabel>
          <Select
            labelId={`${CHOOSE_ID}-label`}
            id={CHOOSE_ID}
            multiple
            displayEmpty
            value={ids}
            onChange={(event) => {
              const value = event.target.value;
              setChosen(typeof value === 'string' ? value.split(',') : value);
            }}
            input={<OutlinedInput notched label={S.chooseLabel} />}
            renderValue={(selected) =>
              selected.length === 0 ? S.allStandards : selected.map(codeOf).join(', ')
            }
          >
            {standards.map((standard) => (
              <MenuItem key={standard.id} value={standard.id}>
                <Checkbox
                  checked={ids.includes(standard.id)}
                  size="small"
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
                <ListItemText
                  primary={S.codeEdition(standard.code, standard.edition)}
                  secondary={standard.title}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {search.isFetching && query ? <LinearProgress aria-label={S.searching} sx={{ mt: 1 }} /> : null}
      {search.isError && query ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {S.searchFailed}
        </Alert>
      ) : null}
      {answer ? <SearchAnswer answer={answer} /> : null}
    </Box>
  );
}

/** A passage this relevant that holds the words is a best match; the rest are other, less certain matches. */
export const BEST_MATCH_RELEVANCE = 40;

function SearchAnswer({ answer }: { answer: NonNullable<ReturnType<typeof useStandardsSearch>['data']> }) {
  const [showOther, setShowOther] = useState(false);
  const best = answer.results.filter((hit) => hit.match === 'words' && hit.relevance >= BEST_MATCH_RELEVANCE);
  const other = answer.results.filter((hit) => !best.includes(hit));
  const otherOpen = showOther || best.length === 0;
  const onlyQuestionWords =
    answer.results.length === 0 && answer.ignoredWords.length > 0 && answer.query !== '';
  return (
    <Box sx={{ mt: 2 }}>
      {/* Announced when it changes; not role="status", which the handbook's results count holds. */}
      <div aria-live="polite">
        <Typography component="h3" variant="h6">
          {S.resultsFor(answer.query, answer.results.length)}
        </Typography>
        {answer.ignoredWords.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {S.ignored(answer.ignoredWords)}
          </Typography>
        ) : null}
      </div>
      {answer.results.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {onlyQuestionWords ? S.onlyQuestionWords : `${S.noResults(answer.query)} ${S.noResultsHint}`}
        </Typography>
      ) : null}
      {best.length > 0 ? (
        <List aria-label={S.resultsLabel}>
          {best.map((hit) => (
            <StandardHit key={hit.id} hit={hit} />
          ))}
        </List>
      ) : null}
      {other.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          {best.length > 0 ? (
            <Button
              onClick={() => setShowOther((open) => !open)}
              aria-expanded={otherOpen}
              aria-controls="standards-other-matches"
              endIcon={otherOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            >
              {otherOpen ? S.hideOther : S.showOther(other.length)}
            </Button>
          ) : (
            <Typography color="text.secondary">{S.noBest}</Typography>
          )}
          {otherOpen ? (
            <Box id="standards-other-matches">
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
                {S.otherTitle(other.length)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {S.otherHint}
              </Typography>
              <List aria-label={S.otherTitle(other.length)}>
                {other.map((hit) => (
                  <StandardHit key={hit.id} hit={hit} />
                ))}
              </List>
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
