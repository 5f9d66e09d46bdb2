import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import {
  signInWithPassword,
  signUpAndOnboard,
  toastText,
  waitForHumanCheck,
} from './support/app-driver';
import { desktop, launchBrowser, screenshots, seriousViolations } from './support/browser';
import { clearMailbox, firstLink, mailboxOf, waitForMail } from './support/mailbox';

jest.setTimeout(180_000);

// Signing in with the e-mailed link, and being signed out when the server no longer knows the session,
// driven through the web app in Chromium against the real API and its dev mailbox.
describe('the session in a browser', () => {
  const person = {
    email: 'katherine.johnson@example.com',
    name: 'Katherine Johnson',
    password: 'Orbital-Mechanics-1962',
    country: 'United States',
  };
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let usedLink = '';

  const newContext = () =>
    browser.newContext({ viewport: desktop, locale: 'en-US', timezoneId: 'Europe/London' });

  async function expectSignInScreen(at: Page): Promise<void> {
    await at.waitForURL(/\/login(\?|$)/);
    await at.getByRole('heading', { name: /^Sign in to / }).waitFor();
    await at.getByLabel('E-mail').waitFor();
  }

  // The errors the page's console shows a developer (a refused call is logged as one by the browser).
  function consoleErrors(at: Page): string[] {
    const errors: string[] = [];
    at.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    at.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    // The account exists and is onboarded, made in a browser that is then closed.
    const signUp = await newContext();
    await signUpAndOnboard(await signUp.newPage(), api.baseUrl, mailboxOf(api.baseUrl), person);
    await signUp.close();
    context = await newContext();
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('signs in with the e-mailed link and refuses the same link a second time', async () => {
    await clearMailbox(api.baseUrl);
    await page.goto(`${api.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with an e-mail link' }).click();
    await page.getByLabel('E-mail').fill(person.email);
    await waitForHumanCheck(page);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const link = firstLink(await waitForMail(api.baseUrl, person.email), api.baseUrl);
    usedLink = link;
    await page.goto(link);
    await page.waitForURL(`${api.baseUrl}/`);
    await page.getByRole('heading', { name: 'Hello, Katherine!' }).waitFor();
    // The avatar opens the person's menu and is named after them.
    await page.getByRole('button', { name: `Menu of ${person.name}`, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'sign-in-link-landed');

    await page.goto(link);
    expect(await toastText(page)).toContain(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    await screenshots(page, 'sign-in-link-used');
  });

  it('shows the same message on the sign-in screen when the used link is opened in another browser', async () => {
    const other = await newContext();
    const stranger = await other.newPage();
    await stranger.goto(usedLink);
    // The message shows at start, for 4.5 s, while the sign-in screen may still be loading on a
    // busy machine: both are waited for at once.
    const [message] = await Promise.all([toastText(stranger), expectSignInScreen(stranger)]);
    expect(message).toContain('This link is invalid or has expired. Please ask for a new one.');
    await other.close();
  });

  it('goes to the sign-in screen when the next call finds the session ended elsewhere', async () => {
    await page.goto(`${api.baseUrl}/`);
    await page.getByRole('heading', { name: 'Hello, Katherine!' }).waitFor();

    // The same session in a second window (its cookie and anti-forgery token) logs out there.
    const elsewhere = await browser.newContext({
      viewport: desktop,
      locale: 'en-US',
      storageState: await context.storageState(),
    });
    const second = await elsewhere.newPage();
    await second.goto(`${api.baseUrl}/`);
    await second.getByRole('heading', { name: 'Hello, Katherine!' }).waitFor();
    await second.getByRole('link', { name: 'Logout' }).click();
    await second.getByRole('dialog', { name: 'Log out' }).waitFor();
    await second.getByRole('button', { name: 'Log out' }).click();
    await expectSignInScreen(second);
    await elsewhere.close();

    // The first window still shows the dashboard; its next call to the API is refused.
    await page.getByRole('heading', { name: 'Hello, Katherine!' }).waitFor();
    const refused = page.waitForResponse(
      (r) => r.url().startsWith(api.baseUrl) && r.status() === 401,
    );
    await page.getByRole('link', { name: 'Conversations' }).first().click();
    await refused;
    await expectSignInScreen(page);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await page.reload();
    await expectSignInScreen(page);
  });

  it('opens the sign-in page with no error in the console, new or after the session ended elsewhere', async () => {
    const fresh = await (await newContext()).newPage();
    const freshErrors = consoleErrors(fresh);
    // Once the network is quiet, the page has asked the server all it asks at start.
    await fresh.goto(`${api.baseUrl}/login`, { waitUntil: 'networkidle' });
    await expectSignInScreen(fresh);
    expect(freshErrors).toEqual([]);

    // A window signed in, whose session then ends in another window holding the same session.
    const signedIn = await newContext();
    const tab = await signedIn.newPage();
    await signInWithPassword(tab, api.baseUrl, person.email, person.password);
    const elsewhere = await browser.newContext({
      viewport: desktop,
      locale: 'en-US',
      storageState: await signedIn.storageState(),
    });
    const second = await elsewhere.newPage();
    await second.goto(`${api.baseUrl}/`);
    await second.getByRole('link', { name: 'Logout' }).click();
    await second.getByRole('button', { name: 'Log out' }).click();
    await expectSignInScreen(second);
    await elsewhere.close();

    // The first window still holds its token: opening the sign-in page shows it, quietly.
    const errors = consoleErrors(tab);
    await tab.goto(`${api.baseUrl}/login`, { waitUntil: 'networkidle' });
    await expectSignInScreen(tab);
    expect(errors).toEqual([]);
    await tab.reload({ waitUntil: 'networkidle' });
    await expectSignInScreen(tab);
    expect(errors).toEqual([]);
    await signedIn.close();
  });

  it('still takes a signed-in person from the sign-in page to the dashboard', async () => {
    const signedIn = await newContext();
    const tab = await signedIn.newPage();
    await signInWithPassword(tab, api.baseUrl, person.email, person.password);
    await tab.goto(`${api.baseUrl}/login`);
    await tab.waitForURL(`${api.baseUrl}/`);
    await tab.getByRole('heading', { name: 'Hello, Katherine!' }).waitFor();
    await signedIn.close();
  });
});
