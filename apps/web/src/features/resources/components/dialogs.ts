/** What the page's one form dialog should show and where it sends the values. */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Field } from './resource-editor-dialog';

export type DialogSpec = {
  title: string;
  fields: Field[];
  initial: Record<string, unknown>;
  schema: z.ZodType;
  /** Sends the values the schema accepted to their endpoint (features/resources/api). */
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  extra?: (values: Record<string, string>, set: (name: string, value: string) => void) => ReactNode;
};

export type OpenDialog = (spec: DialogSpec) => void;
/** Runs a one-click action (check in, release, receive); a failure shows in the page's notice. */
export type RunAction = (action: () => Promise<unknown>) => void;

export const matches = (search: string, ...fields: (string | number | null | undefined)[]) =>
  !search ||
  fields.some((f) =>
    String(f ?? '')
      .toLowerCase()
      .includes(search),
  );
