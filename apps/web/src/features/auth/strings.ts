/** Every text of the sign-in, sign-up and callback screens; messages come from @firebreak/shared. */
import { AUTH_MESSAGES } from '@firebreak/shared';

export const LOGIN_STRINGS = {
  subtitle: 'Sign in to your account',
  email: 'Email',
  password: 'Password',
  showPassword: 'show password',
  hidePassword: 'hide password',
  submit: 'Sign In',
  submitting: 'Signing in',
  or: 'or',
  google: 'Continue with Google',
  googleStarting: 'Redirecting to Google',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
} as const;

export const REGISTER_STRINGS = {
  subtitle: 'Create your account',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone (optional)',
  role: 'Role',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  showPassword: 'show password',
  hidePassword: 'hide password',
  showConfirmPassword: 'show confirm password',
  hideConfirmPassword: 'hide confirm password',
  submit: 'Create Account',
  submitting: 'Creating account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
} as const;

export const CALLBACK_STRINGS = {
  title: 'Completing authentication...',
  body: 'Please wait while we log you in.',
} as const;

export const AUTH_ERRORS = {
  loginFailed: AUTH_MESSAGES.loginFailed,
  registrationFailed: AUTH_MESSAGES.registrationFailed,
  googleStartFailed: AUTH_MESSAGES.googleStartFailed,
  googleNetworkFailed: AUTH_MESSAGES.googleNetworkFailed,
  callbackFailed: AUTH_MESSAGES.callbackFailed,
  callbackInvalid: AUTH_MESSAGES.callbackInvalid,
  tokenFailed: AUTH_MESSAGES.tokenFailed,
  callbackError: (error: string) => `Authentication failed: ${error}`,
} as const;
