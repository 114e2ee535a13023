/**
 * The zod field builders every schema shares, so the same field says the same words everywhere:
 * required and optional text with a label and a length limit, an amount of rand, a calendar date,
 * one of a list.
 */
import { z } from 'zod';
import { isCalendarDate } from './validation';

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** A number, a numeric string, or blank (→ 0, spec §5); never negative, never above max. */
export const randAmount = (label: string, max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        return 0;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (number < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
        return z.NEVER;
      }
      if (number > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max.toLocaleString('en-ZA')}` });
        return z.NEVER;
      }
      return Math.round(number * 100) / 100;
    });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD (an ISO date-time is cut to its date); blank → null. */
export const optionalDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const date = DATE_ONLY.test(value) ? value : value.slice(0, 10);
      if (!isCalendarDate(date)) {
        ctx.addIssue({ code: 'custom', message: `${label} is not a valid date` });
        return z.NEVER;
      }
      if (!DATE_ONLY.test(value) && Number.isNaN(Date.parse(value))) {
        ctx.addIssue({ code: 'custom', message: `${label} is not a valid date` });
        return z.NEVER;
      }
      return date;
    });

export const requiredDate = (label: string) =>
  optionalDate(label).refine(
    (value) => value !== null,
    `${label} is required`,
  ) as unknown as z.ZodType<string>;

export const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });
