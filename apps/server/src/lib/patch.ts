/** PATCH bodies: the fields a client sent, without the ones it left out (undefined). */
export function definedOnly<T extends Record<string, unknown>>(input: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
