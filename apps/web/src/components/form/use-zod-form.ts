/**
 * The one way a form holds and checks its values: the state of the fields, checked on every change
 * with a zod schema (the shared one the server also parses with), and each field's first error shown
 * once that field has been touched (left) or the form submitted.
 */
import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message of each field a zod check failed on, by the field's name. */
export function fieldErrors<K extends string>(issues: readonly Issue[]) {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as K] ??= issue.message;
  return errors;
}

export type ZodForm<V extends Record<string, unknown>, Out> = ReturnType<typeof useZodForm<V, Out>>;

export function useZodForm<V extends Record<string, unknown>, Out>(
  schema: z.ZodType<Out>,
  initial: V | (() => V),
  options: {
    /** A field's own words in place of the schema's, where the form has always said it its way. */
    messages?: Partial<Record<keyof V, string>>;
  } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const messages = options.messages;
  const allErrors = useMemo(() => {
    if (parsed.success) return {};
    const found = fieldErrors(parsed.error.issues) as Partial<Record<keyof V, string>>;
    for (const key of Object.keys(found) as (keyof V)[]) found[key] = messages?.[key] ?? found[key];
    return found;
  }, [parsed, messages]) as Partial<Record<keyof V, string>>;
  const errors = useMemo(() => {
    const shown: Partial<Record<keyof V, string>> = {};
    for (const key of Object.keys(allErrors) as (keyof V)[]) {
      if (submitted || touched[key]) shown[key] = allErrors[key];
    }
    return shown;
  }, [allErrors, submitted, touched]);

  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);
  const touch = useCallback((key: keyof V) => setTouched((t) => (t[key] ? t : { ...t, [key]: true })), []);

  /**
   * Submits the form: shows every error, and calls onValid with the parsed data when there are none
   * (onInvalid, when given, with every field's error otherwise).
   */
  const handleSubmit =
    (
      onValid: (data: Out, values: V) => void,
      onInvalid?: (errors: Partial<Record<keyof V, string>>) => void,
    ) =>
    (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      if (parsed.success) onValid(parsed.data, values);
      else onInvalid?.(allErrors);
    };

  const reset = useCallback(
    (next?: V) => {
      if (next) setValues(next);
      else setValues(initial);
      setTouched({});
      setSubmitted(false);
    },
    [initial],
  );

  /** The props that bind a TextField (text or select) to one field: value, onChange, onBlur, error, helperText. */
  const field = <K extends keyof V & string>(key: K) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(key, event.target.value as V[K]),
    onBlur: () => touch(key),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  return {
    values,
    errors,
    isValid: parsed.success,
    submitted,
    setValue,
    setValues,
    touch,
    handleSubmit,
    reset,
    field,
  };
}
