/**
 * The browser tab's title for a page: 'Projects · Firebreak', so tabs and history entries say which
 * screen they hold. Every page calls it once with its own name; the product name follows the server's.
 */
import { useEffect } from 'react';
import { useAppName } from './app-config';

export const pageTitle = (page: string, appName: string) => `${page} · ${appName}`;

export function usePageTitle(page: string): void {
  const appName = useAppName();
  useEffect(() => {
    document.title = pageTitle(page, appName);
  }, [page, appName]);
}
