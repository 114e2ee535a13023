/** The dialog's form: its starting values (spec §9 defaults), the Create rule and the payload (§3, §5). */
import {
  type ClientType,
  DEFAULTS,
  johannesburgDate,
  type ProjectType,
  parseNumberOrZero,
  type RawCreateProjectInput,
  type Urgency,
} from '@firebreak/shared';

export type ProjectForm = {
  title: string;
  /** The client picked from the Clients list; null while the name is typed (the server finds or adds it). */
  clientId: string | null;
  clientName: string;
  clientType: ClientType;
  type: ProjectType;
  urgency: Urgency;
  location: string;
  area: string;
  budget: string;
  dueDate: string;
  description: string;
};

export const EMPTY_PROJECT_FORM: ProjectForm = {
  title: '',
  clientId: null,
  clientName: '',
  clientType: DEFAULTS.clientType,
  type: DEFAULTS.type,
  urgency: DEFAULTS.urgency,
  location: '',
  area: '',
  budget: '',
  dueDate: '',
  description: '',
};

/** Only title and client name gate the button (spec §5), besides saving. */
export function isCreateDisabled(form: ProjectForm, isSaving: boolean): boolean {
  return isSaving || !form.title.trim() || !form.clientName.trim();
}

/**
 * The new-project payload of spec §3: only what the server reads. The spec's client also sends the
 * starting state (status, progress, spent, health, team, milestones, timestamps); the server sets
 * those itself (docs/SPEC-CONFORMANCE.md), so they are not sent.
 */
export function toNewProjectPayload(form: ProjectForm, now: Date = new Date()): RawCreateProjectInput {
  return {
    title: form.title.trim(),
    ...(form.clientId ? { clientId: form.clientId } : {}),
    clientName: form.clientName.trim(),
    clientType: form.clientType,
    type: form.type,
    urgency: form.urgency,
    location: form.location.trim(),
    area: parseNumberOrZero(form.area),
    budget: parseNumberOrZero(form.budget),
    dueDate: form.dueDate,
    description: form.description.trim(),
    startDate: johannesburgDate(now),
  };
}
