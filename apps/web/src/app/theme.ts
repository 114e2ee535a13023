/** Dark theme, primary cyan, secondary orange (spec §2 Shell). Roboto is bundled, not fetched. */
import { createTheme } from '@mui/material/styles';

const PRIMARY = '#00bcd4';

// A keyboard user must see where focus is: MUI marks keyboard focus (not a mouse click) with
// .Mui-focusVisible, and by default shows it only as a faint tint. A 2 px ring in the primary colour
// outside the control; inside it for controls that fill a clipped container (menu entries, tabs).
const focusRing = (offset: number) => ({
  '&.Mui-focusVisible': { outline: `2px solid ${PRIMARY}`, outlineOffset: offset },
});

export const theme = createTheme({
  palette: {
    mode: 'dark',
    // The hover shade of a contained primary button, under its dark text: MUI's own darkening of
    // the cyan (#008394) gave 4.28:1 ('Save plan' under the pointer); cyan 700 gives 5.3:1.
    primary: { main: PRIMARY, dark: '#0097a7' },
    secondary: { main: '#ff9800' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButtonBase: { styleOverrides: { root: focusRing(2) } },
    MuiIconButton: { styleOverrides: { root: focusRing(2) } },
    MuiListItemButton: { styleOverrides: { root: focusRing(-2) } },
    MuiMenuItem: { styleOverrides: { root: focusRing(-2) } },
    MuiTab: { styleOverrides: { root: focusRing(-2) } },
    // On a phone 'Rows per page', the range and the arrows do not fit one line: they wrap instead of
    // making the pagination bar scroll sideways.
    MuiTablePagination: {
      styleOverrides: {
        root: { overflow: 'visible' },
        toolbar: { flexWrap: 'wrap', rowGap: 4, paddingLeft: 8 },
      },
    },
  },
});
