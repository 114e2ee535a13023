/**
 * Every migration, in order. Listed statically so the bundled server carries them;
 * each uses only Kysely's schema builder so its effect is the same on SQLite and PostgreSQL.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-auth';
import * as m0002 from './0002-projects';
import * as m0003 from './0003-quotes';
import * as m0004 from './0004-weekly-plans';
import * as m0006 from './0006-documents';
import * as m0007 from './0007-clients';
import * as m0008 from './0008-resources';
import * as m0009 from './0009-document-text-status';
import * as m0010 from './0010-accounts-and-throttles';
import * as m0011 from './0011-audit-log';
import * as m0012 from './0012-list-indexes';
import * as m0013 from './0013-processing-jobs';
import * as m0014 from './0014-usage-counts';
import * as m0015 from './0015-project-money';
import * as m0016 from './0016-plan-site-visits-and-crew-templates';
import * as m0017 from './0017-project-archive';
import * as m0018 from './0018-project-clients';
import * as m0019 from './0019-sites-and-assets';
import * as m0020 from './0020-one-list-of-people';
import * as m0021 from './0021-inspection-visits';
import * as m0022 from './0022-visit-work';
import * as m0023 from './0023-quote-template-names';
import * as m0024 from './0024-quote-approval';
import * as m0025 from './0025-boq';
import * as m0026 from './0026-signup-approval';
import * as m0027 from './0027-quote-decisions';
import * as m0029 from './0029-signature-encoded';
import * as m0030 from './0030-document-links';
import * as m0031 from './0031-standards';
import * as m0032 from './0032-document-passages';
import * as m0033 from './0033-service-report-numbers';
import * as m0034 from './0034-invoices';
import * as m0035 from './0035-claims-into-register';
import * as m0036 from './0036-outbox';
import * as m0037 from './0037-accounting-exports';
import * as m0038 from './0038-agreements';
import * as m0039 from './0039-chargeable-work';
import * as m0040 from './0040-reminders';
import * as m0041 from './0041-dispatch';
import * as m0042 from './0042-registrations-extra';
import * as m0043 from './0043-client-portal';
import * as m0044 from './0044-portal-quote-decisions';
import * as m0045 from './0045-portal-requests-logbook';
import * as m0046 from './0046-paperwork-intake';

const migrations: Record<string, Migration> = {
  '0001-auth': m0001,
  '0002-projects': m0002,
  '0003-quotes': m0003,
  '0004-weekly-plans': m0004,
  '0006-documents': m0006,
  '0007-clients': m0007,
  '0008-resources': m0008,
  '0009-document-text-status': m0009,
  '0010-accounts-and-throttles': m0010,
  '0011-audit-log': m0011,
  '0012-list-indexes': m0012,
  '0013-processing-jobs': m0013,
  '0014-usage-counts': m0014,
  '0015-project-money': m0015,
  '0016-plan-site-visits-and-crew-templates': m0016,
  '0017-project-archive': m0017,
  '0018-project-clients': m0018,
  '0019-sites-and-assets': m0019,
  '0020-one-list-of-people': m0020,
  '0021-inspection-visits': m0021,
  '0022-visit-work': m0022,
  '0023-quote-template-names': m0023,
  '0024-quote-approval': m0024,
  '0025-boq': m0025,
  '0026-signup-approval': m0026,
  '0027-quote-decisions': m0027,
  '0029-signature-encoded': m0029,
  '0030-document-links': m0030,
  '0031-standards': m0031,
  '0032-document-passages': m0032,
  '0033-service-report-numbers': m0033,
  '0034-invoices': m0034,
  '0035-claims-into-register': m0035,
  '0036-outbox': m0036,
  '0037-accounting-exports': m0037,
  '0038-agreements': m0038,
  '0039-chargeable-work': m0039,
  '0040-reminders': m0040,
  '0041-dispatch': m0041,
  '0042-registrations-extra': m0042,
  '0043-client-portal': m0043,
  '0044-portal-quote-decisions': m0044,
  '0045-portal-requests-logbook': m0045,
  '0046-paperwork-intake': m0046,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
