import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated through the DevTools protocol, which the app's Content-Security-Policy rightly does not allow as a script tag.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
};

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours are only final once fades and slides have ended; axe measuring mid-fade sees low contrast.
  // An endless one (a focused button's pulsating ripple, a spinner) never finishes: it is not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
  expect(serious, `accessibility of ${label}`).toEqual([]);
}
