/** A tab the spec shows as 'Coming Soon' (Detailed BOQ). */
import Construction from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QUOTING_STRINGS as S } from '../strings';

export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <Paper sx={{ p: 6, textAlign: 'center' }}>
      <Construction sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h2" gutterBottom>
        {title}: {S.comingSoon}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
