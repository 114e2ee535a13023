/** Everything the screens rely on: theme, query cache, session, the company's time zone. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { adoptTimeZone, appConfigQueryOptions } from '@/lib/app-config';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

/**
 * Takes the server's time zone (APP_TIME_ZONE) and, when it is not the one the screens were drawn in,
 * draws them again in it: every date is the company's day (issue 27 item 5). Cached data is kept.
 */
function CompanyTimeZone({ children }: { children: ReactNode }) {
  const zone = useQuery(appConfigQueryOptions).data?.timeZone;
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (adoptTimeZone(zone)) setDrawn((count) => count + 1);
  }, [zone]);
  return <Fragment key={drawn}>{children}</Fragment>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <CompanyTimeZone>
          <AuthProvider>{children}</AuthProvider>
        </CompanyTimeZone>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
