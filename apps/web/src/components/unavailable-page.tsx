/** A page whose area is not built yet: its real heading and an honest note, nothing pretend. */
import Alert from '@mui/material/Alert';
import { PageHeader } from './page-header';

export const UNAVAILABLE_TEXT = 'This area is not available yet.';

export function UnavailablePage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Alert severity="info">{UNAVAILABLE_TEXT}</Alert>
    </>
  );
}
