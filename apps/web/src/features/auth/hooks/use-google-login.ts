/** Starts Google sign-in: asks the server for the provider address and leaves the app for it. */
import { useState } from 'react';
import { isNoResponse, serverErrorText } from '@/lib/api-error';
import { saveReturnPath } from '@/lib/return-path';
import { startGoogleLogin } from '../api/start-google-login';
import { AUTH_ERRORS } from '../strings';

export function useGoogleLogin(onError: (message: string) => void) {
  const [isStarting, setIsStarting] = useState(false);

  async function start(returnPath: string) {
    setIsStarting(true);
    try {
      saveReturnPath(returnPath);
      window.location.href = await startGoogleLogin(returnPath);
    } catch (error) {
      setIsStarting(false);
      if (isNoResponse(error)) onError(AUTH_ERRORS.googleNetworkFailed);
      else onError(serverErrorText(error) ?? AUTH_ERRORS.googleStartFailed);
    }
  }

  return { start, isStarting };
}
