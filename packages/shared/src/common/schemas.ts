/** The schemas every route shares: the `{ error }` body of a refusal and a path's `:id`. */
import { z } from 'zod';

export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The `{ error }` body under each of the given status codes, for a route's `response` schema. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    C,
    typeof errorResponseSchema
  >;
}

/** Path ids: any short string; an unknown one is a 404 from the service, not a validation error. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type IdParams = z.infer<typeof idParamsSchema>;
