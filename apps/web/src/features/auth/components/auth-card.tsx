/** Frame of the sign-in and sign-up screens: the product's display name as the page heading. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAppName } from '@/lib/app-config';

export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const appName = useAppName();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', py: 4 }}>
      <Container maxWidth="sm">
        <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" align="center" color="primary" gutterBottom>
            {appName}
          </Typography>
          <Typography align="center" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
