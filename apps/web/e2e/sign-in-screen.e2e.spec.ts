import type { Browser, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { waitForHumanCheck } from './support/app-driver';
import { desktop, launchBrowser } from './support/browser';

jest.setTimeout(180_000);

type Focused = { name: string; top: number; inHumanCheck: boolean };

// The focused control (inside the ALTCHA widget's shadow root too), named by its label.
function focusedControl(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { name: 'body', top: -1, inHumanCheck: false };
    const root = el.getRootNode();
    const label =
      el.id && (root instanceof Document || root instanceof ShadowRoot)
        ? root.querySelector(`label[for="${el.id}"]`)?.textContent
        : null;
    return {
      name: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim()}`,
      top: Math.round(el.getBoundingClientRect().top),
      inHumanCheck: !!el.closest('altcha-widget, .altcha') || root instanceof ShadowRoot,
    };
  });
}

// The sign-in card as a visitor meets it, in each interface language.
describe('the sign-in card in a browser', () => {
  let api: RunningApi;
  let browser: Browser;

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  async function open(locale: string, path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: desktop, locale });
    const page = await context.newPage();
    await page.goto(`${api.baseUrl}${path}`);
    return page;
  }

  it('titles the register view as creating an account, and sign-in naturally in Turkish', async () => {
    for (const [locale, login, register] of [
      ['en-US', 'Sign in to Parley', 'Create your Parley account'],
      ['en-GB', 'Sign in to Parley', 'Create your Parley account'],
      ['tr', 'Parley hesabınızda oturum açın', 'Parley hesabınızı oluşturun'],
    ] as const) {
      const page = await open(locale, '/register');
      const title = page.getByRole('heading', { level: 1 });
      await title.getByText(register, { exact: true }).waitFor();
      expect(await page.getByText(login).count()).toBe(0);
      await page.goto(`${api.baseUrl}/login`);
      await title.getByText(login, { exact: true }).waitFor();
      expect(await page.getByText(register).count()).toBe(0);
      await page.context().close();
    }
  });

  it('names ALTCHA once in the Turkish footer of the human check', async () => {
    const page = await open('tr', '/login');
    const footer = page.locator('altcha-widget .altcha-footer');
    await footer.waitFor();
    expect((await footer.innerText()).trim()).toBe('ALTCHA tarafından korunuyor');
    await page.context().close();
  });

  it('moves Tab through the login card from top to bottom, the language first', async () => {
    const page = await open('en-US', '/login');
    await waitForHumanCheck(page);
    const order: Focused[] = [];
    for (let i = 0; i < 12 && !order.at(-1)?.inHumanCheck; i++) {
      await page.keyboard.press('Tab');
      order.push(await focusedControl(page));
    }
    const names = order.map((f) => f.name);
    expect(names.slice(0, 2)).toEqual(['select Language', 'input E-mail']);
    expect(order.at(-1)?.inHumanCheck).toBe(true);
    const tops = order.map((f) => f.top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await page.context().close();
  });
});
