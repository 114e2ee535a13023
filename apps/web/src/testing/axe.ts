/**
 * axe-core over what a component test rendered, failing on serious or critical violations as the
 * browser tests' helper (e2e/support/axe.ts) does. Colour contrast is left to the browser tests:
 * jsdom lays nothing out and computes no colours. axe keeps caches of the page it read (and a worker
 * running files without isolation shares the module): teardown drops them, or a later test file's
 * screen misbehaved.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectAccessible(node: Element = document.body, label = 'the screen'): Promise<void> {
  const result = await axe.run(node, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  axe.teardown();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, `accessibility of ${label}`).toEqual([]);
}
