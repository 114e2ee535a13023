/**
 * 'user.access-changed': what a user may reach changed (signed out, sessions revoked, disabled, a new
 * role or password). The auth, account and admin-users services emit it once the change is saved;
 * realtime disconnects the sockets it names (issue 25 §4, docs/decisions/0074).
 */

export type AccessChangeReason =
  | 'sign-out'
  | 'sessions-revoked'
  | 'disabled'
  | 'role-changed'
  | 'password-changed';

export type AccessChange =
  /** One session ended: only its sockets go. */
  | { reason: AccessChangeReason; sessionId: string }
  /** Every session of the user, or every one but the session that asked (it stays signed in). */
  | { reason: AccessChangeReason; userId: string; exceptSessionId?: string };

declare module '../../lib/events' {
  interface DomainEvents {
    'user.access-changed': AccessChange;
  }
}
