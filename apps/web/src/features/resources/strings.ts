/** Every visible text of the resources screen (spec §2 Resource Management) in one place. */
import { RESOURCE_STRINGS } from '@firebreak/shared';

export const S = {
  ...RESOURCE_STRINGS,
  subtitle: 'Personnel, equipment, vehicles and inventory.',
  search: 'Search resources',
  loading: 'Loading resources...',
  failed: 'Failed to load resources',
  none: 'Nothing matches your search',
  /** A person in Personnel who also signs in (one list of people, decision 0064). */
  hasSignIn: 'has a sign-in',
  activeProjects: 'Active projects',
  skills: 'Skills',
  location: 'Location',
  lastMaintenance: 'Last maintenance',
  nextDue: 'Next due',
  registration: 'Registration',
  fuel: 'Fuel',
  mileage: 'Mileage',
  quantity: 'Quantity',
  minStock: 'Min stock',
  checkedOutTo: 'Checked out to',
  assignedTo: 'Assigned to',
  release: 'Release',
  receive: 'Receive',
  awaiting: (n: number) => `Reorder of ${n} awaiting delivery`,
  save: 'Save',
  cancel: 'Cancel',
  importDone: (created: number, updated: number) => `Imported: ${created} added, ${updated} updated`,
} as const;
