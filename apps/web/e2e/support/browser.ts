import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

const shotDir = resolve(__dirname, '../../../../reports/web-e2e/screenshots');

// Screenshots at desktop and phone widths, kept with the test report.
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true });
  const size = page.viewportSize() ?? desktop;
  for (const [label, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(350);
    await page.screenshot({ path: join(shotDir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

export type Violation = { id: string; impact: string; nodes: number };

// axe-core: the serious and critical findings of the page as it stands.
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', nodes: v.nodes.length }));
}
