/**
 * docs/ARCHITECTURE.md's table of modules is the map a newcomer reads first: it must name every server
 * module folder, no folder that is gone, and only web folders that exist, and every web feature must
 * appear in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The rows of the table under '## Modules', as [module, owns, web] cells. */
function tableRows(): string[][] {
  const section = doc.split(/^## /m).find((part) => part.startsWith('Modules'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

describe('docs/ARCHITECTURE.md', () => {
  it('lists exactly the server module folders, in order', () => {
    const listed = tableRows().map(([module]) => codeSpans(module ?? '')[0]);
    expect(listed).toEqual(folders('apps/server/src/modules'));
  });

  it('names only web folders and files that exist, and every web feature', () => {
    const webPaths = tableRows().flatMap(([, , web]) => codeSpans(web ?? ''));
    for (const webPath of webPaths)
      expect(existsSync(path.join(root, 'apps/web/src', webPath)), webPath).toBe(true);
    const features = new Set(
      webPaths.filter((webPath) => webPath.startsWith('features/')).map((webPath) => webPath.split('/')[1]),
    );
    expect([...features].sort()).toEqual(folders('apps/web/src/features'));
  });
});
