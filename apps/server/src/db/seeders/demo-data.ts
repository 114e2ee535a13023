/**
 * Reads the demo content from the JSON files in apps/server/demo and checks each with its zod schema
 * (demo-data-schemas.ts) the first time a seeder asks for it. The files sit beside the package, not
 * in the bundle: the folder is found by walking up from this module, the same from src/ under tsx
 * and from dist/main.js (docs/decisions/0058).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  type DEMO_FORMATS,
  demoClientsSchema,
  demoDocumentsSchema,
  demoPriceListSchema,
  demoProjectsSchema,
  demoQuotesSchema,
  demoResourcesSchema,
  demoSitesSchema,
  demoWeatherAlertsSchema,
} from './demo-data-schemas';
import type { DemoContent } from './demo-document-generators/render';

export type DemoFormat = (typeof DEMO_FORMATS)[number];
type DemoDocumentEntry = z.output<typeof demoDocumentsSchema>[number];
/** A demo document as the renderers take it: its entry plus the title block every file opens with. */
export type DemoDocument = Omit<DemoDocumentEntry, 'sections'> & { content: DemoContent };
export type DemoProject = z.output<typeof demoProjectsSchema>[number];
export type DemoQuote = z.output<typeof demoQuotesSchema>[number];
export type DemoPriceList = z.output<typeof demoPriceListSchema>;

const MARKER = 'documents.json';

/** apps/server/demo, found by walking up from `from` (this module's folder by default). */
export function findDemoDir(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (let i = 0; i < 8; i += 1) {
    const candidate = path.join(dir, 'demo');
    if (existsSync(path.join(candidate, MARKER))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`demo data not found: no demo/${MARKER} above ${from}`);
}

/** Parses one file with its schema; an invalid file fails naming the file and each bad field's path. */
export function readDemoFile<S extends z.ZodType>(file: string, schema: S, dir = findDemoDir()): z.output<S> {
  const filePath = path.join(dir, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`demo data ${filePath} is not readable JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const at = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
    return `  ${at.replace(/^\./, '') || '(root)'}: ${issue.message}`;
  });
  throw new Error(`demo data ${filePath} is invalid:\n${problems.join('\n')}`);
}

function once<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= load();
    return value;
  };
}

export const loadDemoDocuments = once((): DemoDocument[] =>
  readDemoFile('documents.json', demoDocumentsSchema).map(({ sections, ...doc }) => ({
    ...doc,
    content: {
      title: doc.name,
      subtitle: `${doc.category} - ${doc.department}${doc.revision ? ` - ${doc.revision}` : ''}`,
      sections,
    },
  })),
);
export const loadDemoProjects = once(() => readDemoFile('projects.json', demoProjectsSchema));
export const loadDemoWeatherAlerts = once(() => readDemoFile('weather-alerts.json', demoWeatherAlertsSchema));
export const loadDemoClients = once(() => readDemoFile('clients.json', demoClientsSchema));
export const loadDemoQuotes = once(() => readDemoFile('quotes.json', demoQuotesSchema));
export const loadDemoResources = once(() => readDemoFile('resources.json', demoResourcesSchema));
export const loadDemoSites = once(() => readDemoFile('sites.json', demoSitesSchema));
export const loadDemoPriceList = once(() => readDemoFile('price-list.json', demoPriceListSchema));
