/**
 * The API contract shared by the server and the web, one folder per area: `<area>/schemas.ts` holds
 * its zod schemas and the types inferred from them, `<area>/rules.ts` (and a few named siblings) its
 * pure functions and constants, and `common/` what every area uses (fields, schemas, format, money,
 * validation, routes, permissions). Each request or response schema `fooSchema` exports its parsed
 * type `Foo` (z.output); where a client may send something else (defaults, blanks, transforms) the
 * sent shape (z.input) is exported too as `FooInput`, or as `RawFooInput` where an older `FooInput`
 * already names the parsed shape (the projects, project money, resources, BOQ, quote decision and
 * profile APIs).
 */
export * from './agreements/rules';
export * from './agreements/schemas';
export * from './app-config/rules';
export * from './app-config/schemas';
export * from './audit/schemas';
export * from './auth/rules';
export * from './auth/schemas';
export * from './boq/price-columns';
export * from './boq/rules';
export * from './boq/schemas';
export * from './clients/rules';
export * from './clients/schemas';
export * from './common/fields';
export * from './common/format';
export * from './common/money';
export * from './common/permissions';
export * from './common/routes';
export * from './common/schemas';
export * from './common/validation';
export * from './crew-templates/rules';
export * from './crew-templates/schemas';
export * from './dispatch/rules';
export * from './dispatch/schemas';
export * from './document-processing/rules';
export * from './document-processing/schemas';
export * from './documents/rules';
export * from './documents/schemas';
export * from './documents/search';
export * from './documents/search-concepts';
export * from './exports/schemas';
export * from './handbook/rules';
export * from './handbook/schemas';
export * from './intake/rules';
export * from './intake/schemas';
export * from './invoice-mail/schemas';
export * from './invoices/rules';
export * from './invoices/schemas';
export * from './invoices/work';
export * from './maintenance-catalogue/rules';
export * from './maintenance-catalogue/schemas';
export * from './metrics/schemas';
export * from './my-day/rules';
export * from './my-day/schemas';
export * from './outbox/schemas';
export * from './portal/rules';
export * from './portal/schemas';
export * from './project-money/rules';
export * from './project-money/schemas';
export * from './project-money/visibility';
export * from './projects/rules';
export * from './projects/schemas';
export * from './quote-approval/rules';
export * from './quote-approval/schemas';
export * from './quotes/rules';
export * from './quotes/schemas';
export * from './quotes/status-rules';
export * from './quotes/templates';
export * from './registrations/rules';
export * from './registrations/schemas';
export * from './resources/rules';
export * from './resources/schemas';
export * from './sites/rules';
export * from './sites/schemas';
export * from './standards/schemas';
export * from './system/schemas';
export * from './users/rules';
export * from './users/schemas';
export * from './visit-work/rules';
export * from './visit-work/schemas';
export * from './visits/charges';
export * from './visits/rules';
export * from './visits/schemas';
export * from './weekly-plan/rules';
export * from './weekly-plan/schemas';
