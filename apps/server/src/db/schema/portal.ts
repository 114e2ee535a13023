/** What a client's contact sends from the portal (decision 0092): fault reports and the site's log book. */

/** 'Report a fault' (FR-YYYY-NNNN): its CALL_OUT visit carries its status. */
export type ServiceRequestsTable = {
  id: string;
  reference: string;
  client_id: string;
  site_id: string;
  visit_id: string;
  description: string;
  /** REQUEST_URGENCIES */
  urgency: string;
  photo_id: string | null;
  /** The contact's user id. */
  created_by: string;
  created_at: string;
};

/** A request's photo as stored: re-encoded JPEG within 1600 px, without metadata (as a visit photo). */
export type ServiceRequestPhotosTable = {
  id: string;
  width: number;
  height: number;
  data: Buffer;
  created_at: string;
};

/** The last request reference of each year (FR-YYYY-NNNN). */
export type ServiceRequestCountersTable = { year: number; last_number: number };

/** One entry of a site's SANS 10139 log book. */
export type LogbookEntriesTable = {
  id: string;
  client_id: string;
  site_id: string;
  /** LOGBOOK_KINDS */
  kind: string;
  /** South African local time, YYYY-MM-DDTHH:mm. */
  occurred_at: string;
  location: string;
  description: string;
  created_by: string;
  created_at: string;
};
