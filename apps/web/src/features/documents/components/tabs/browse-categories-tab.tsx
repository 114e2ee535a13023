/** Placeholder until its issue lands: the tab's panel content is built there, without touching the frame. */
import Alert from '@mui/material/Alert';
import { UNAVAILABLE_TEXT } from '@/components/unavailable-page';

export default function BrowseCategoriesTab() {
  return <Alert severity="info">{UNAVAILABLE_TEXT}</Alert>;
}
