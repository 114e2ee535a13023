import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BASE = 'http://localhost:3600';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const email = `shot.${Date.now()}@example.co.za`;
const ctx0 = await browser.newContext({ baseURL: BASE });
const reg = await ctx0.request.post('/api/auth/register', { data: { firstName: 'Shot', lastName: 'Taker', email, password: 'Hydr4nt!Test', role: 'ADMIN' } });
console.log('register', reg.status());
const login = await ctx0.request.post('/api/auth/login', { data: { email, password: 'Hydr4nt!Test' } });
const { token } = await login.json();
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ baseURL: BASE, viewport: { width, height: width === 390 ? 844 : 800 } });
  await ctx.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
    await page.evaluate(axeSource);
    const v = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => x.id + ': ' + x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')));
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(width, p, 'axe:', v.length ? v.join(' | ') : 'clean', sideways ? 'SCROLLS SIDEWAYS' : '');
  }
  await ctx.close();
}
await browser.close();
