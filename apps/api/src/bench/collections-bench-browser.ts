import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';

// Debian's Chromium, never a downloaded browser.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type BrowserRun = { cold: number; warm: number[] };

/**
 * Opens /collection/{id} in Chromium with the session already signed in and times navigation
 * start → every compact card showing its answer (a viewport tall enough that all cards are in view,
 * since cards render when scrolled into view).
 */
export async function timeDashboardInBrowser(
  base: string,
  sessionId: string,
  xsrfToken: string,
  collectionId: string,
  cards: number,
  rounds: number,
): Promise<BrowserRun> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 4000 },
      locale: 'en-US',
    });
    await context.addCookies([{ name: 'parley_session', value: sessionId, url: base }]);
    // Strings, not functions: this project compiles without the DOM typings.
    await context.addInitScript(`localStorage.setItem('xsrfToken', ${JSON.stringify(xsrfToken)})`);
    const page = await context.newPage();
    const open = async () => {
      const started = performance.now();
      await page.goto(`${base}/collection/${collectionId}`);
      await page.waitForFunction(
        `document.querySelectorAll('[data-testid="compact-card"] .pui-card .pui-card__header').length >= ${cards}`,
        undefined,
        { timeout: 60_000, polling: 20 },
      );
      return performance.now() - started;
    };
    const cold = await open();
    const warm: number[] = [];
    for (let round = 0; round < rounds; round++) warm.push(await open());
    return { cold, warm: warm.sort((a, b) => a - b) };
  } finally {
    await browser.close();
  }
}
