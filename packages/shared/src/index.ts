/**
 * The API contract shared by the server and the web. Each request or response schema `fooSchema`
 * exports its parsed type `Foo` (z.output); where a client may send something else (defaults,
 * blanks, transforms) the sent shape is exported too: `FooInput`, or `FooBody`/`FooParams` where an
 * older `FooInput` already names the parsed shape (the projects API).
 */
export * from './app-config';
export * from './audit-schemas';
export * from './auth';
export * from './auth-schemas';
export * from './boq';
export * from './clients';
export * from './clients-schemas';
export * from './crew-templates';
export * from './document-processing';
export * from './document-search';
export * from './documents';
export * from './documents-schemas';
export * from './format';
export * from './handbook-schemas';
export * from './handbook-search';
export * from './maintenance-catalogue';
export * from './metrics-schemas';
export * from './money';
export * from './money-visibility';
export * from './permissions';
export * from './price-columns';
export * from './project-money';
export * from './projects';
export * from './projects-schemas';
export * from './quote-approval';
export * from './quote-schemas';
export * from './quote-status-rules';
export * from './quote-templates';
export * from './quotes';
export * from './resources';
export * from './resources-schemas';
export * from './routes';
export * from './search-concepts';
export * from './sites';
export * from './standards-schemas';
export * from './system';
export * from './users';
export * from './users-schemas';
export * from './validation';
export * from './visit-work';
export * from './visits';
export * from './weekly-plan';
export * from './weekly-plan-schemas';
