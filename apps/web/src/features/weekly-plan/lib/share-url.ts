/** The shareable address of a plan: this page with the name and start query parameters (spec §2). */
export function shareUrl(name: string, start: string, pathname: string): string {
  const url = new URL(pathname, window.location.origin);
  url.search = new URLSearchParams({ name, start }).toString();
  url.hash = '';
  return url.toString();
}

/** Copies text; failures are silent as spec §8 says, so this only reports whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
