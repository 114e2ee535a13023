/**
 * The extracted text (§2 results): a scrollable monospace viewer with 'Search in text' (highlights,
 * counts, next/previous), 'Copy' to the clipboard and 'Download .txt' (pages separated by form feed).
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { saveText } from '@/lib/save-file';
import { textFileName } from '../../format';
import { PROCESSING_STRINGS as S } from '../../strings';
import { displayText, findMatches } from './find-matches';

export function TextViewer({
  text,
  fileName,
  onToast,
}: {
  text: string;
  fileName: string;
  onToast: (message: string) => void;
}) {
  const [term, setTerm] = useState('');
  const [current, setCurrent] = useState(0);
  const deferredTerm = useDeferredValue(term);
  const shown = useMemo(() => displayText(text), [text]);
  const matches = useMemo(() => findMatches(shown, deferredTerm), [shown, deferredTerm]);
  // The current match scrolls into view whenever it is drawn (a new term or next/previous).
  const showCurrent = (node: HTMLElement | null) => node?.scrollIntoView?.({ block: 'nearest' });

  const step = (by: number) => setCurrent((index) => (index + by + matches.length) % matches.length);

  const parts: ReactNode[] = [];
  let from = 0;
  matches.forEach((start, index) => {
    parts.push(shown.slice(from, start));
    const isCurrent = index === current;
    parts.push(
      <mark
        key={start}
        ref={isCurrent ? showCurrent : undefined}
        data-current={isCurrent || undefined}
        style={isCurrent ? { background: '#ffb74d' } : undefined}
      >
        {shown.slice(start, start + deferredTerm.length)}
      </mark>,
    );
    from = start + deferredTerm.length;
  });
  parts.push(shown.slice(from));

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      onToast(S.copied);
    } catch {
      onToast(S.copyFailed);
    }
  }

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <TextField
          size="small"
          label={S.searchInText}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setCurrent(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches.length) {
              event.preventDefault();
              step(event.shiftKey ? -1 : 1);
            }
          }}
          type="search"
          sx={{ flex: '1 1 180px', minWidth: 0 }}
        />
        <Typography variant="body2" role="status" aria-live="polite" sx={{ minWidth: 90 }}>
          {deferredTerm ? S.matches(matches.length, matches.length ? current + 1 : 0) : ''}
        </Typography>
        <IconButton
          aria-label={S.previousMatch}
          onClick={() => step(-1)}
          disabled={!matches.length}
          size="small"
        >
          <KeyboardArrowUpIcon />
        </IconButton>
        <IconButton aria-label={S.nextMatch} onClick={() => step(1)} disabled={!matches.length} size="small">
          <KeyboardArrowDownIcon />
        </IconButton>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={!text}>
          {S.copy}
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => saveText(text, textFileName(fileName))}
          disabled={!text}
        >
          {S.downloadTxt}
        </Button>
      </Stack>
      <Box
        component="pre"
        role="region"
        aria-label={S.extractedText}
        tabIndex={0}
        data-testid="extracted-text"
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 420,
          overflow: 'auto',
          fontFamily: 'monospace',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {text ? parts : S.noText}
      </Box>
    </Box>
  );
}
