/** Dark theme, primary cyan, secondary orange (spec §2 Shell). Roboto is bundled, not fetched. */
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#00bcd4' },
    secondary: { main: '#ff9800' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
