import { it } from 'vitest';
import { paperworkBox } from '../../../../e2e/support/paperwork';
import { bearer, createClient, registerEachRole } from '../test/factories';
import { createTestApp } from '../test/test-app';
it('probe', async () => {
  const t = await createTestApp('sqlite');
  const users = await registerEachRole(t.app);
  const office = users.ADMIN.token;
  const client = await createClient(t.app, office);
  const site = await t.app.inject({ method: 'POST', url: `/api/clients/${client.id}/sites`, headers: bearer(office), payload: { name: 'S', address: 'a' } });
  const siteId = site.json().id;
  const files = await paperworkBox();
  const boundary = 'xx123';
  const parts: Buffer[] = [];
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.mimeType}\r\n\r\n`), f.buffer, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const r0 = await t.app.inject({ method: 'POST', url: `/api/sites/${siteId}/intake`, headers: { ...bearer(office), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) });
  const b = r0.json();
  for (;;) { const g = await t.app.inject({ method: 'GET', url: `/api/intake/${b.id}`, headers: bearer(office) }); if (g.json().counts.reading === 0) break; await new Promise((r) => setTimeout(r, 200)); }
  const g = (await t.app.inject({ method: 'GET', url: `/api/intake/${b.id}`, headers: bearer(office) })).json();
  for (const f of g.files) console.log(f.fileName, f.status, f.kind, f.error, JSON.stringify(f.fields.map((x: any) => [x.id, x.value])));
  await t.close();
}, 300_000);
