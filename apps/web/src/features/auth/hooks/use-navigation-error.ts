/** An error handed over in navigation state (e.g. by the callback screen): read once, then cleared. */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

function readError(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('error' in state)) return null;
  return typeof state.error === 'string' && state.error ? state.error : null;
}

export function useNavigationError(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [error] = useState(() => readError(location.state));

  useEffect(() => {
    if (!readError(location.state)) return;
    const { error: _shown, ...rest } = location.state as Record<string, unknown>;
    const { pathname, search, hash } = location;
    // Replace the history entry so a reload or Back does not show the message again.
    navigate({ pathname, search, hash }, { replace: true, state: Object.keys(rest).length ? rest : null });
  }, [location, navigate]);

  return error;
}
