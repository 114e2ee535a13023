/**
 * A passage of a document in its own words, the query's words, equivalents and concepts in <mark>
 * (the server's highlight ranges; question words are never among them). Lines are kept: a table row
 * reads as a row.
 */
import type { SearchPassage } from '@firebreak/shared';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export function PassageText({
  passage,
  sx,
  component = 'p',
}: {
  passage: SearchPassage;
  sx?: SxProps<Theme>;
  component?: 'p' | 'blockquote';
}) {
  const parts: { text: string; mark: boolean; at: number }[] = [];
  let at = 0;
  for (const [start, end] of passage.highlights) {
    if (start < at || end > passage.text.length || end <= start) continue;
    if (start > at) parts.push({ text: passage.text.slice(at, start), mark: false, at });
    parts.push({ text: passage.text.slice(start, end), mark: true, at: start });
    at = end;
  }
  if (at < passage.text.length) parts.push({ text: passage.text.slice(at), mark: false, at });
  return (
    <Box
      component={component}
      sx={[{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {parts.map((part) =>
        part.mark ? (
          <Box component="mark" key={part.at} sx={{ bgcolor: '#ffe082', color: 'common.black', px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </Box>
  );
}
