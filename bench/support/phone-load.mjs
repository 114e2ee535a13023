// A phone's first load of a screen, as the first-paint benchmarks measure it: Chromium at 390 px with the
// network throttled through CDP (DevTools' Slow 3G profile, or none at all), the time from navigation
// start to the screen's content and the browser's first-contentful-paint, median of several loads.
import { chromium } from '@playwright/test';

export const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};
export const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
};

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** Loads `url` in `page` under `conditions`; ms from navigation start to `ready`, and the FCP. */
export async function timeLoad(page, cdp, url, conditions, ready) {
  await cdp.send('Network.emulateNetworkConditions', conditions);
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await ready(page).waitFor({ timeout: 120_000 });
  const timing = await page.evaluate(() => ({
    ready: performance.now(),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  await cdp.send('Network.emulateNetworkConditions', UNTHROTTLED);
  return { ready: timing.ready, fcp: timing.fcp };
}

/**
 * `runs` loads of `url`, each in a fresh context from `open()` (which returns { context, page, cdp };
 * `open.warm` false disables the cache), the median time to content and FCP, and each run's time.
 */
export async function measureLoads({ label, open, url, conditions, ready, runs }) {
  const content = [];
  const fcp = [];
  for (let run = 0; run < runs; run++) {
    const { context, page, cdp } = await open();
    if (!open.warm) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const t = await timeLoad(page, cdp, url, conditions, ready);
    content.push(t.ready);
    if (t.fcp !== null) fcp.push(t.fcp);
    await context.close();
  }
  console.error(`${label}: ${median(content)} ms`);
  return {
    contentMs: median(content),
    firstContentfulPaintMs: fcp.length ? median(fcp) : null,
    runs: content.map(Math.round),
  };
}
