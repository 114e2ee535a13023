/**
 * The wizard's state (§4 Wizard), kept outside React so it survives leaving the tab and coming back
 * within the session; the followed job's id also goes to sessionStorage so a reload can resume it.
 */
import {
  DEFAULT_PROCESSING_OPTIONS,
  type ProcessingOptions,
  type ProcessingResponse,
} from '@firebreak/shared';
import { useSyncExternalStore } from 'react';

export type WizardStep = 0 | 1 | 2 | 3;
export type WizardError = { message: string; detail?: string };

export type WizardState = {
  step: WizardStep;
  file: File | null;
  fileName: string | null;
  analysis: ProcessingResponse | null;
  options: ProcessingOptions;
  /** What the Max Pages box holds, valid or not. */
  maxPagesText: string;
  result: ProcessingResponse | null;
  error: WizardError | null;
  notice: string | null;
  /** An upload waiting for its 200 or 202. */
  sending: 'scan' | 'process' | null;
  /** A job answered 202 and followed until it ends. */
  job: { id: string; quickScan: boolean } | null;
  /** Bumped by every new upload and by 'New Document', so a late answer of an older one is ignored. */
  run: number;
};

export const JOB_STORAGE_KEY = 'firebreak.pdf-processing.job';

function initialState(run = 0): WizardState {
  return {
    step: 0,
    file: null,
    fileName: null,
    analysis: null,
    options: { ...DEFAULT_PROCESSING_OPTIONS },
    maxPagesText: '',
    result: null,
    error: null,
    notice: null,
    sending: null,
    job: null,
    run,
  };
}

let state = initialState();
const listeners = new Set<() => void>();

export const getWizard = () => state;

export function setWizard(update: Partial<WizardState>) {
  state = { ...state, ...update };
  for (const listener of listeners) listener();
}

/** 'New Document' (§4): step 0 with file, analysis, result, error and options back to their defaults. */
export function resetWizard() {
  sessionStorage.removeItem(JOB_STORAGE_KEY);
  state = initialState(state.run + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useWizard = () => useSyncExternalStore(subscribe, getWizard, getWizard);
