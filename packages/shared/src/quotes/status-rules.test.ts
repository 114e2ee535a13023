import { describe, expect, it } from 'vitest';
import type { QuoteStatus } from './rules';
import {
  allowedQuoteStatuses,
  QUOTE_STATUS_MESSAGES,
  type QuoteStatusState,
  quoteStatusRefusal,
} from './status-rules';

const state = (status: QuoteStatus, overrides: Partial<QuoteStatusState> = {}): QuoteStatusState => ({
  status,
  clientDecision: null,
  projectTitle: null,
  hasOpenLinks: false,
  ...overrides,
});

describe('who may move a quote between statuses (docs/permissions.md, decision 0073)', () => {
  it('lets the office move a quote nobody answered to any status', () => {
    for (const role of ['ADMIN', 'PROJECT_MANAGER'] as const)
      for (const from of ['Draft', 'Sent', 'Won', 'Lost'] as const) {
        expect(allowedQuoteStatuses(role, state(from))).toEqual(['Draft', 'Sent', 'Won', 'Lost']);
        expect(allowedQuoteStatuses(role, state(from, { hasOpenLinks: true }))).toEqual([
          'Draft',
          'Sent',
          'Won',
          'Lost',
        ]);
      }
  });

  it('lets an engineer move only between Draft and Sent, and not withdraw an open link', () => {
    expect(allowedQuoteStatuses('ENGINEER', state('Draft'))).toEqual(['Draft', 'Sent']);
    expect(allowedQuoteStatuses('ENGINEER', state('Sent'))).toEqual(['Draft', 'Sent']);
    expect(allowedQuoteStatuses('ENGINEER', state('Sent', { hasOpenLinks: true }))).toEqual(['Sent']);
    expect(quoteStatusRefusal('ENGINEER', state('Sent', { hasOpenLinks: true }), 'Draft')).toEqual({
      status: 403,
      message: QUOTE_STATUS_MESSAGES.openLinksForOffice,
    });
    for (const from of ['Won', 'Lost'] as const) {
      expect(allowedQuoteStatuses('ENGINEER', state(from))).toEqual([from]);
      expect(quoteStatusRefusal('ENGINEER', state(from), 'Draft')).toEqual({
        status: 403,
        message: QUOTE_STATUS_MESSAGES.outcomeForOffice,
      });
    }
    expect(quoteStatusRefusal('ENGINEER', state('Sent'), 'Won')?.status).toBe(403);
  });

  it("keeps a client's answer and a project for good, for every role", () => {
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER'] as const) {
      const approved = state('Won', { clientDecision: 'APPROVED' });
      expect(allowedQuoteStatuses(role, approved)).toEqual(['Won']);
      expect(quoteStatusRefusal(role, approved, 'Draft')).toEqual({
        status: 409,
        message: QUOTE_STATUS_MESSAGES.decidedByClient('APPROVED'),
      });
      expect(allowedQuoteStatuses(role, state('Lost', { clientDecision: 'DECLINED' }))).toEqual(['Lost']);
      const project = state('Won', { projectTitle: 'Theatre wing' });
      expect(allowedQuoteStatuses(role, project)).toEqual(['Won']);
      expect(quoteStatusRefusal(role, project, 'Lost')).toEqual({
        status: 409,
        message: QUOTE_STATUS_MESSAGES.isProject('Theatre wing'),
      });
    }
  });

  it('lets a technician or no role change nothing, and a status to itself is no change', () => {
    expect(allowedQuoteStatuses('TECHNICIAN', state('Draft'))).toEqual(['Draft']);
    expect(allowedQuoteStatuses(undefined, state('Sent'))).toEqual(['Sent']);
    expect(quoteStatusRefusal('ENGINEER', state('Won', { clientDecision: 'APPROVED' }), 'Won')).toBeNull();
  });
});
