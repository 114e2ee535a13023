/**
 * A person's own weekly plan: one row when they have saved changes (no row means the §9 template),
 * its blocks per weekday, and their private calendar-feed subscription.
 */
export type WeeklyPlansTable = {
  user_id: string;
  created_at: string;
  updated_at: string;
};

/** One time block of a saved plan; weekday 0 = Monday … 4 = Friday; times in Africa/Johannesburg. */
export type WeeklyPlanBlocksTable = {
  user_id: string;
  id: string;
  weekday: number;
  start_minute: number;
  duration_minutes: number;
  title: string;
};

/** The secret feed token is stored only as its SHA-256 hash. */
export type CalendarSubscriptionsTable = {
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
};

/** A company's own crew template (docs/decisions/0061): blocks is a JSON array of { title, startMinute, durationMinutes }. */
export type CrewTemplatesTable = {
  id: string;
  name: string;
  blocks: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};
