/**
 * Spec §2 Shell side menu: below md a 240 px slide-out drawer closed after a choice;
 * from md up a permanent drawer the user can resize by its edge.
 */
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SIDEBAR_WIDTH } from '@/lib/sidebar-width';
import { NavList } from './nav-list';
import { ResizeHandle } from './resize-handle';
import { useSidebarWidth } from './use-sidebar-width';

type SideMenuProps = { mobileOpen: boolean; onMobileClose: () => void };

export function SideMenu({ mobileOpen, onMobileClose }: SideMenuProps) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [width, setWidth] = useSidebarWidth();

  if (!isDesktop) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}
        sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH.mobile, boxSizing: 'border-box' } }}
      >
        <NavList onNavigate={onMobileClose} />
      </Drawer>
    );
  }

  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' },
      }}
    >
      <NavList>
        {/* Fixed-positioned, so the paper's overflow does not clip it; inside nav for its landmark. */}
        <ResizeHandle width={width} onResize={setWidth} />
      </NavList>
    </Drawer>
  );
}
