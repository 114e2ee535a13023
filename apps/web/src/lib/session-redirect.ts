/** Full-page redirect to sign-in after a 401 (spec §8), kept apart so tests can replace it. */
const AUTH_SCREENS = ['/login', '/register'];

export function redirectToLogin(): void {
  if (AUTH_SCREENS.includes(window.location.pathname)) return;
  window.location.assign('/login');
}
