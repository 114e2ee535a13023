/**
 * 'Skip to main content': the shell's first tab stop, hidden until focused, so keyboard users need not
 * tab through the top bar and the menu on every page (WCAG 2.4.1). It moves focus to the main region
 * itself rather than changing the address's hash, which the router and shared links would keep.
 */
import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Skip to main content';

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 6,
        fontWeight: 500,
        // Off screen until focused; not display:none, which would take it out of the tab order.
        transform: 'translateY(-200%)',
        '&:focus': {
          transform: 'none',
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}
