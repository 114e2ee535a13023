/**
 * The built-in handbook's source: Markdown-like text files, one per chapter, in apps/server/handbook/source.
 * '# ' opens a chapter (its title is printed on the chapter's first page), '## ' opens a new printed
 * page with that heading, blank lines separate paragraphs, and '- ' starts a bullet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SourceBlock = { kind: 'paragraph' | 'bullet'; text: string };
export type SourcePage = { chapter: string | null; heading: string; blocks: SourceBlock[] };

/** apps/server/handbook, found by walking up from this file (the same from src/ and from the dist bundle). */
export function findHandbookDir(from: string = path.dirname(fileURLToPath(import.meta.url))): string | null {
  let dir = from;
  for (let i = 0; i < 8; i += 1) {
    const candidate = path.join(dir, 'handbook');
    if (existsSync(path.join(candidate, 'source'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

export function readSourceFiles(handbookDir: string): string[] {
  const sourceDir = path.join(handbookDir, 'source');
  return readdirSync(sourceDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => readFileSync(path.join(sourceDir, file), 'utf8'));
}

export function parseSource(files: readonly string[]): SourcePage[] {
  const pages: SourcePage[] = [];
  for (const file of files) {
    let chapter: string | null = null;
    let page: SourcePage | null = null;
    let paragraph: string[] = [];
    let bullet: string[] | null = null;
    const flush = () => {
      if (page && paragraph.length) page.blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      if (page && bullet) page.blocks.push({ kind: 'bullet', text: bullet.join(' ') });
      paragraph = [];
      bullet = null;
    };
    for (const rawLine of file.split(/\r?\n/)) {
      const line = rawLine.trim();
      if (line.startsWith('<!--')) continue;
      if (line.startsWith('# ')) {
        flush();
        chapter = line.slice(2).trim();
        continue;
      }
      if (line.startsWith('## ')) {
        flush();
        page = { chapter, heading: line.slice(3).trim(), blocks: [] };
        chapter = null;
        pages.push(page);
        continue;
      }
      if (!line) {
        flush();
        continue;
      }
      if (line.startsWith('- ')) {
        flush();
        bullet = [line.slice(2).trim()];
        continue;
      }
      if (bullet) bullet.push(line);
      else paragraph.push(line);
    }
    flush();
  }
  return pages;
}
