/** Every visible text of the Users screen (administrators) in one place. */
import { ACCOUNT_MESSAGES } from '@firebreak/shared';
import { LINK_DIALOG_STRINGS } from '@/components/set-password-link-dialog';

export const S = {
  title: 'Users',
  subtitle: 'Approve sign-ups, invite staff, set their roles, and disable or unlock accounts.',
  notAllowed: 'Only administrators can manage users.',
  publicUrlMismatch: (publicUrl: string, here: string) =>
    `Invitation and approval links point to ${publicUrl} (PUBLIC_URL), but this page is open at ${here}. Set PUBLIC_URL to the address people reach Firebreak at, or the links will not reach it.`,
  loading: 'Loading users...',
  failed: 'Failed to load users',
  empty: 'No users yet',
  invite: 'Invite user',
  columns: { name: 'Name', role: 'Role', status: 'Status', lastSignIn: 'Last sign-in', actions: 'Actions' },
  never: 'Never',
  you: 'you',
  throttled: 'Sign-in throttled',
  throttledUntil: (time: string) => `Failed sign-ins: attempts wait until ${time}`,
  actionsFor: (name: string) => `Actions for ${name}`,
  actions: {
    changeRole: 'Change role',
    newLink: 'New set-password link',
    unlock: 'Unlock sign-in',
    disable: 'Disable account',
    enable: 'Enable account',
    linkPerson: 'Link to a person on Personnel',
  },
  waiting: {
    title: (count: number) => `Waiting for approval (${count})`,
    intro: 'They signed up and cannot sign in until you approve them. Check who they are before you do.',
    asked: (role: string) => `Asked to be: ${role}`,
    since: (when: string) => `signed up ${when}`,
    approve: 'Approve',
    refuse: 'Refuse',
    approveLabel: (name: string) => `Approve ${name}`,
    refuseLabel: (name: string) => `Refuse ${name}`,
  },
  approveDialog: {
    title: (name: string) => `Approve ${name}`,
    intro: (email: string, role: string) => `${email} asked to be: ${role}. Give them that role or another.`,
    role: 'Role',
    asked: '(asked for)',
    confirm: 'Approve',
    cancel: 'Cancel',
  },
  refuseDialog: {
    title: (name: string) => `Refuse ${name}?`,
    body: (email: string) =>
      `The sign-up of ${email} is removed and cannot sign in. The audit trail keeps the request. They may sign up again, and would wait again.`,
    confirm: 'Refuse',
    cancel: 'Cancel',
  },
  linkPersonDialog: {
    title: (name: string) => `Link ${name} to a person`,
    intro: (current: string | null) =>
      current
        ? `This sign-in is now the person "${current}". Choose the person on Personnel it belongs to: their visits, schedule and teams become this sign-in's.`
        : 'Choose the person on Personnel this sign-in belongs to: their visits, schedule and teams become this sign-in’s.',
    help: 'Only people without a sign-in are listed.',
    confirm: 'Link',
    cancel: 'Cancel',
  },
  personPicker: {
    label: 'Person on Personnel (optional)',
    requiredLabel: 'Person on Personnel',
    help: 'Leave empty to add them to Personnel as a new person. Only people without a sign-in are listed.',
    none: 'No one without a sign-in matches',
  },
  inviteDialog: {
    title: 'Invite user',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    role: 'Role',
    phone: 'Phone (optional)',
    person: 'Person on Personnel (optional)',
    submit: 'Create invitation',
    submitting: 'Creating invitation',
    cancel: 'Cancel',
  },
  linkDialog: LINK_DIALOG_STRINGS,
  roleDialog: {
    title: (name: string) => `Change role of ${name}`,
    label: 'Role',
    save: 'Save',
    cancel: 'Cancel',
  },
  disableDialog: {
    title: (name: string) => `Disable ${name}?`,
    body: 'They are signed out everywhere at once and cannot sign in until the account is enabled again. Their records stay.',
    confirm: 'Disable',
    cancel: 'Cancel',
  },
  done: {
    role: (name: string, role: string) => `${name} is now ${role}.`,
    disabled: (name: string) => `${name} is disabled and was signed out.`,
    enabled: (name: string) => `${name} can sign in again.`,
    unlocked: (name: string) => `${name} can sign in again from every address without waiting.`,
    approved: (name: string, role: string) => `${name} is approved as ${role} and can sign in.`,
    refused: (name: string) => `The sign-up of ${name} was refused.`,
    linked: (name: string, person: string) => `${name} is now linked to ${person} on Personnel.`,
  },
  lastAdmin: ACCOUNT_MESSAGES.lastAdmin,
  actionFailed: 'That did not work. Please try again.',
} as const;
