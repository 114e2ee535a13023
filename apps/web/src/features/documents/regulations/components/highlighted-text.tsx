/** Handbook text with the search's words in <mark>, in a hit's context and on the whole page. */
import { highlightSegments } from '@firebreak/shared';
import Box from '@mui/material/Box';

export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  // Each part is keyed by where it starts in the text.
  let offset = 0;
  return highlightSegments(text, terms).map((segment) => {
    const at = offset;
    offset += segment.text.length;
    return segment.match ? (
      <Box component="mark" key={at} sx={{ bgcolor: 'warning.main', color: 'common.black', px: 0.25 }}>
        {segment.text}
      </Box>
    ) : (
      <span key={at}>{segment.text}</span>
    );
  });
}
