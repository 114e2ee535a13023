import { describe, expect, it } from 'vitest';
import { clampSidebarWidth, parseStoredSidebarWidth, SIDEBAR_WIDTH } from './sidebar-width';

describe('clampSidebarWidth', () => {
  it('keeps widths inside 200–400', () => {
    expect(clampSidebarWidth(200)).toBe(200);
    expect(clampSidebarWidth(321)).toBe(321);
    expect(clampSidebarWidth(400)).toBe(400);
  });

  it('clamps below the minimum and above the maximum', () => {
    expect(clampSidebarWidth(0)).toBe(200);
    expect(clampSidebarWidth(-50)).toBe(200);
    expect(clampSidebarWidth(199)).toBe(200);
    expect(clampSidebarWidth(401)).toBe(400);
    expect(clampSidebarWidth(5000)).toBe(400);
  });

  it('rounds fractional pointer positions', () => {
    expect(clampSidebarWidth(250.6)).toBe(251);
  });

  it('falls back to the default for non-numbers', () => {
    expect(clampSidebarWidth(Number.NaN)).toBe(SIDEBAR_WIDTH.default);
    expect(clampSidebarWidth(Number.POSITIVE_INFINITY)).toBe(240);
  });
});

describe('parseStoredSidebarWidth', () => {
  it('defaults to 240 when nothing is stored', () => {
    expect(parseStoredSidebarWidth(null)).toBe(240);
    expect(parseStoredSidebarWidth('')).toBe(240);
  });

  it('clamps stored values', () => {
    expect(parseStoredSidebarWidth('300')).toBe(300);
    expect(parseStoredSidebarWidth('120')).toBe(200);
    expect(parseStoredSidebarWidth('999')).toBe(400);
  });

  it('ignores garbage', () => {
    expect(parseStoredSidebarWidth('wide')).toBe(240);
  });
});
