import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findDemoDir,
  loadDemoClients,
  loadDemoDocuments,
  loadDemoPriceList,
  loadDemoProjects,
  loadDemoQuotes,
  loadDemoResources,
  loadDemoSites,
  loadDemoWeatherAlerts,
  readDemoFile,
} from './demo-data';
import { demoDocumentsSchema } from './demo-data-schemas';

describe('the demo data files', () => {
  it('all pass their schemas', () => {
    expect(loadDemoDocuments().length).toBeGreaterThanOrEqual(60);
    expect(loadDemoProjects()).toHaveLength(12);
    expect(loadDemoWeatherAlerts()).toHaveLength(2);
    expect(loadDemoClients()).toHaveLength(14);
    expect(loadDemoQuotes()).toHaveLength(12);
    const priceList = loadDemoPriceList();
    expect(priceList.suppliers).toHaveLength(3);
    const items = priceList.suppliers.flatMap((supplier) => supplier.items);
    expect(items.length).toBeGreaterThanOrEqual(35);
    expect(items.length).toBeLessThanOrEqual(50);
    expect(priceList.quotes.map((quote) => quote.status).sort()).toEqual(['Draft', 'Won']);
    const resources = loadDemoResources();
    expect(resources.personnel).toHaveLength(4);
    expect(resources.inventory).toHaveLength(4);
    const sites = loadDemoSites();
    const clients = new Set(loadDemoClients().map((client) => client.name));
    for (const name of clients) {
      const count = sites.filter((site) => site.client === name).length;
      expect([name, count >= 2 && count <= 3]).toEqual([name, true]);
    }
    for (const site of sites) {
      expect(clients.has(site.client)).toBe(true);
      expect(site.assets.length).toBeGreaterThanOrEqual(5);
      expect(site.assets.length).toBeLessThanOrEqual(15);
    }
  });

  it('are found from the package root, where the built server looks too', () => {
    expect(findDemoDir()).toBe(fileURLToPath(new URL('../../../demo', import.meta.url)));
  });

  it('gives every document its title block from its fields', () => {
    const doc = loadDemoDocuments().find((d) => d.revision === '');
    expect(doc?.content.title).toBe(doc?.name);
    expect(doc?.content.subtitle).toBe(`${doc?.category} - ${doc?.department}`);
  });
});

describe('an invalid demo data file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-demo-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (entry: Record<string, unknown>) =>
    writeFileSync(path.join(dir, 'documents.json'), JSON.stringify([entry]));
  const valid = {
    name: 'Hot Work Permit',
    format: 'pdf',
    category: 'Safety & Compliance',
    department: 'Safety Health & Environment',
    documentType: 'Form',
    revision: 'Rev 3',
    tags: ['hot-work'],
    description: 'Permit for welding and cutting.',
    lastModified: '2025-02-11',
    sections: [{ heading: 'Permit', lines: ['Issued by: ______'] }],
  };

  it('is rejected naming the file and the missing field', () => {
    const { description: _, ...missing } = valid;
    write(missing);
    expect(() => readDemoFile('documents.json', demoDocumentsSchema, dir)).toThrow(
      /documents\.json is invalid:\n {2}\[0\]\.description: Invalid input: expected string, received undefined/,
    );
  });

  it('is rejected naming a value outside its enum and a field the schema does not know', () => {
    write({ ...valid, format: 'odt', colour: 'red' });
    let message = '';
    try {
      readDemoFile('documents.json', demoDocumentsSchema, dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('[0].format:');
    expect(message).toContain('colour');
  });

  it('is rejected when it is not JSON', () => {
    writeFileSync(path.join(dir, 'documents.json'), '[{');
    expect(() => readDemoFile('documents.json', demoDocumentsSchema, dir)).toThrow(
      /documents\.json is not readable JSON/,
    );
  });
});
