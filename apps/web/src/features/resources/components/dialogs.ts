/** What the page's one form dialog should show and where it sends the values. */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Field } from './form-dialog';

export type DialogSpec = {
  title: string;
  fields: Field[];
  initial: Record<string, unknown>;
  schema: z.ZodType;
  path: string;
  method?: 'post' | 'put';
  extra?: (values: Record<string, string>, set: (name: string, value: string) => void) => ReactNode;
};

export type OpenDialog = (spec: DialogSpec) => void;
export type RunAction = (path: string) => void;

export const matches = (search: string, ...fields: (string | number | null | undefined)[]) =>
  !search ||
  fields.some((f) =>
    String(f ?? '')
      .toLowerCase()
      .includes(search),
  );
