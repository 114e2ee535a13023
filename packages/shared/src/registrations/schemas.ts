/** The zod schemas of /api/personnel/:id/registrations (issue 30 §3); rules in rules.ts. */
import { z } from 'zod';
import { enumOf, requiredDate, requiredText } from '../common/fields';
import {
  isLevelOfCategory,
  REGISTRATION_CATEGORIES,
  REGISTRATION_LEVELS,
  REGISTRATION_STRINGS,
} from './rules';

export const registrationRequirementSchema = z.object({
  category: z.enum(REGISTRATION_CATEGORIES),
  level: z.enum(REGISTRATION_LEVELS),
});

export const registrationInputSchema = z
  .object({
    category: enumOf(REGISTRATION_CATEGORIES, 'Category'),
    level: enumOf(REGISTRATION_LEVELS, 'Level'),
    number: requiredText('Registration number', 40),
    expiresOn: requiredDate('Expiry date'),
  })
  .superRefine((value, ctx) => {
    if (!isLevelOfCategory(value.category, value.level))
      ctx.addIssue({
        code: 'custom',
        path: ['level'],
        message: REGISTRATION_STRINGS.levelNotOfCategory(value.category),
      });
  });
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type RegistrationValues = z.output<typeof registrationInputSchema>;

export const registrationSchema = z.object({
  id: z.string(),
  personnelId: z.string(),
  category: z.enum(REGISTRATION_CATEGORIES),
  level: z.enum(REGISTRATION_LEVELS),
  number: z.string(),
  expiresOn: z.string(),
  /** Against the company's today: EXPIRING within 30 days. */
  standing: z.enum(['CURRENT', 'EXPIRING', 'EXPIRED']),
  /** The uploaded copy in the library, if any. */
  documentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** /api/personnel/:id/registrations/:registrationId (and …/leave/:leaveId). */
export const registrationParamsSchema = z.object({
  id: z.string().min(1).max(100),
  registrationId: z.string().min(1).max(100),
});
export const leaveParamsSchema = z.object({
  id: z.string().min(1).max(100),
  leaveId: z.string().min(1).max(100),
});

/** What the copy upload accepts (the library's checks follow): a PDF, or a photo or scan as an image. */
export const REGISTRATION_COPY = {
  maxBytes: 20 * 1024 * 1024,
  accept: 'application/pdf,image/jpeg,image/png,image/webp',
} as const;

export const REGISTRATION_MESSAGES = {
  notFound: 'Registration not found',
  personNotFound: 'Person not found',
  duplicate: 'This person already has a registration with this category and number',
  copyType: 'Upload the copy as a PDF, or a JPEG, PNG or WebP image',
  copyTooLarge: 'The copy must be at most 20 MB',
  copyUnreadable: 'The image could not be read: upload another photo or a PDF',
  copyMissing: 'Send the copy in the field "file"',
  leaveNotFound: 'Leave not found',
} as const;
