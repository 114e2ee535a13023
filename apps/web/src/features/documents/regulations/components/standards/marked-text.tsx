/** A passage's text with the server's highlight ranges in <mark> (the query's words, never question words). */
import type { Highlight } from '@firebreak/shared';
import Box from '@mui/material/Box';

export function MarkedText({ text, highlights }: { text: string; highlights: readonly Highlight[] }) {
  const parts: { at: number; text: string; mark: boolean }[] = [];
  let at = 0;
  for (const range of highlights) {
    if (range.start < at || range.end > text.length || range.end <= range.start) continue;
    if (range.start > at) parts.push({ at, text: text.slice(at, range.start), mark: false });
    parts.push({ at: range.start, text: text.slice(range.start, range.end), mark: true });
    at = range.end;
  }
  if (at < text.length) parts.push({ at, text: text.slice(at), mark: false });
  return parts.map((part) =>
    part.mark ? (
      <Box component="mark" key={part.at} sx={{ bgcolor: 'warning.main', color: 'common.black', px: 0.25 }}>
        {part.text}
      </Box>
    ) : (
      <span key={part.at}>{part.text}</span>
    ),
  );
}
