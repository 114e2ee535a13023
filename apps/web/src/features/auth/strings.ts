/** Every text of the sign-in, sign-up and callback screens; messages come from @firebreak/shared. */
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@firebreak/shared';

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
  waiting: ACCOUNT_MESSAGES.signupReceived,
  toSignIn: 'Go to Sign In',
  inviteOnlyTitle: 'By invitation only',
  inviteOnly: ACCOUNT_MESSAGES.signupInviteOnly,
  inviteOnlyFirstAdmin:
    'Setting up a new installation? Its first account may sign up below as the Administrator.',
  approvalNote: 'An administrator approves new accounts before they can sign in.',
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

export const INVITE_STRINGS = {
  subtitle: 'Set your password',
  loading: 'Checking your link',
  greeting: (firstName: string) => `Welcome, ${firstName}.`,
  intro: (email: string) => `Choose a password for ${email}. You will be signed in straight away.`,
  password: 'New Password',
  confirmPassword: 'Confirm Password',
  showPassword: 'show password',
  hidePassword: 'hide password',
  showConfirmPassword: 'show confirm password',
  hideConfirmPassword: 'hide confirm password',
  submit: 'Set Password and Sign In',
  submitting: 'Setting password',
  failed: 'Could not set the password. Please try again.',
  toSignIn: 'Go to Sign In',
} as const;

export const ACCOUNT_STRINGS = {
  title: 'Account',
  subtitle: 'Your details, your password and where you are signed in.',
  profile: 'Profile',
  profileIntro: 'Your name and phone number as colleagues see them.',
  firstName: 'First Name',
  lastName: 'Last Name',
  editProfile: 'Edit profile',
  saveProfile: 'Save profile',
  cancel: 'Cancel',
  profileSaved: 'Profile saved.',
  profileFailed: 'Could not save the profile. Please try again.',
  phone: 'Phone',
  noPhone: 'No phone number',
  passwordTitle: 'Change password',
  passwordIntro: 'Changing your password signs you out everywhere else.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  show: (field: string) => `show ${field.toLowerCase()}`,
  hide: (field: string) => `hide ${field.toLowerCase()}`,
  changePassword: 'Change Password',
  changingPassword: 'Changing password',
  changed: (others: number) =>
    others === 0
      ? 'Password changed.'
      : `Password changed. ${others} other ${others === 1 ? 'session was' : 'sessions were'} signed out.`,
  changeFailed: 'Could not change the password. Please try again.',
  sessionsTitle: 'Where you are signed in',
  sessionsIntro: 'Sessions end after a while without use, or when you sign out.',
  thisDevice: 'This device',
  lastActive: (when: string) => `Last active ${when}`,
  signedIn: (when: string) => `signed in ${when}`,
  unknownDevice: 'Unknown browser',
  google: 'Google',
  signOutOthers: 'Sign out other sessions',
  signingOutOthers: 'Signing out',
  signedOutOthers: (count: number) =>
    count === 0
      ? 'There were no other sessions.'
      : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
  sessionsFailed: 'Could not load your sessions',
} as const;
