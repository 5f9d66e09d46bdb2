import i18next from 'i18next';
import { API_MESSAGES } from '@parley/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { choose, signUpAndOnboard, waitForHumanCheck } from './support/app-driver';
import { desktop, launchBrowser, screenshots } from './support/browser';
import { mailboxOf } from './support/mailbox';
import type { MessageTree } from '../src/i18n/define-messages';
import { messagesFor } from '../src/i18n/resources';

// The catalogues are what is read here; the components' style sheets, which Jest cannot load, are not.
jest.mock('../../../libs/ui/src/styles/ui.css', () => ({}));
jest.mock('../../../libs/ui/src/styles/answer-card.css', () => ({}));

jest.setTimeout(300_000);

type Language = 'en-US' | 'tr';

function leaves(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const catalogue = (language: Language) => new Map(leaves(messagesFor(language)));
const english = catalogue('en-US');
const turkish = catalogue('tr');
// The catalogues read by i18next, as the app reads them.
function translator(language: Language) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: messagesFor(language) } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}
const translators = { 'en-US': translator('en-US'), tr: translator('tr') };
const said = (language: Language, key: string, params: Record<string, string> = {}) =>
  translators[language](key, params);

// The texts only one of the two languages has (a word both share, like a brand, says nothing).
function onlyIn(language: Language): Set<string> {
  const mine = language === 'tr' ? turkish : english;
  const theirs = new Set((language === 'tr' ? english : turkish).values());
  return new Set(
    [...mine.values()].filter(
      (text) => !text.includes('{{') && text.length > 2 && !theirs.has(text),
    ),
  );
}

// Every text a person sees or hears on the page: visible text, labels, placeholders and titles.
async function textsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const visible = (element: Element) => element.getClientRects().length > 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement)) found.add(text);
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    }
    return [...found];
  });
}

// The texts on screen that only the other language has; the screen must also show texts of its own
// language's catalogue, so an empty answer means something.
async function otherLanguageOn(page: Page, shown: Language): Promise<string[]> {
  const texts = await textsOnScreen(page);
  const own = onlyIn(shown);
  expect(texts.filter((text) => own.has(text)).length).toBeGreaterThan(3);
  const foreign = onlyIn(shown === 'tr' ? 'en-US' : 'tr');
  return texts.filter((text) => foreign.has(text));
}

// One language per person: the browser's before signing in, the profile's after, on every device,
// and every text of the screen in it (issue 28, item 6).
describe('one language per person', () => {
  const person = {
    email: 'mary.somerville@example.com',
    name: 'Mary Somerville',
    password: 'Connexion-Physical-1834',
    country: 'United Kingdom',
  };
  let api: RunningApi;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  // A device never used by this person: nothing stored, only the browser's language.
  async function newDevice(browserLanguage: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: desktop,
      locale: browserLanguage,
      timezoneId: 'Europe/London',
    });
    contexts.push(context);
    return context.newPage();
  }

  async function signIn(page: Page, language: Language): Promise<void> {
    await page.goto(`${api.baseUrl}/login`);
    await page.getByLabel(said(language, 'login.email')).fill(person.email);
    await page.getByRole('button', { name: said(language, 'login.continue') }).click();
    await page.getByLabel(said(language, 'login.password'), { exact: true }).fill(person.password);
    await waitForHumanCheck(page);
    await page.getByRole('button', { name: said(language, 'login.sign_in'), exact: true }).click();
    await page.waitForURL(`${api.baseUrl}/`, { timeout: 20_000 });
  }

  async function expectHomeIn(page: Page, language: Language): Promise<void> {
    await page
      .getByRole('heading', { name: said(language, 'dashboard.greeting', { name: 'Mary' }) })
      .waitFor({ timeout: 20_000 });
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    expect(await otherLanguageOn(page, language)).toEqual([]);
  }

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    // The account is made in an English browser: its profile says English.
    const first = await newDevice('en-US');
    await signUpAndOnboard(first, api.baseUrl, mailboxOf(api.baseUrl), person);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await api?.stop();
  });

  it('shows the sign-in screen in the browser’s language, then the profile’s English after signing in', async () => {
    const page = await newDevice('tr-TR');
    await page.goto(`${api.baseUrl}/login`);
    await page
      .getByRole('heading', { name: said('tr', 'login.title', { brand: 'Parley' }) })
      .waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    expect(await otherLanguageOn(page, 'tr')).toEqual([]);
    await screenshots(page, 'one-language-sign-in-tr');

    await signIn(page, 'tr');
    await expectHomeIn(page, 'en-US');
    await screenshots(page, 'one-language-home-en');
  });

  it('keeps the language chosen on this device’s sign-in screen over the browser’s, server texts too', async () => {
    const page = await newDevice('en-US');
    await page.goto(`${api.baseUrl}/login`);
    await page
      .getByRole('heading', { name: said('en-US', 'login.title', { brand: 'Parley' }) })
      .waitFor();
    await page.getByLabel(said('en-US', 'common.language')).selectOption('tr');
    const turkishTitle = said('tr', 'login.title', { brand: 'Parley' });
    await page.getByRole('heading', { name: turkishTitle }).waitFor();

    // The next visit on this device, after a reload and in a new tab, is in the chosen Turkish.
    await page.reload();
    await page.getByRole('heading', { name: turkishTitle }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    expect(await otherLanguageOn(page, 'tr')).toEqual([]);
    const next = await page.context().newPage();
    await next.goto(`${api.baseUrl}/login`);
    await next.getByRole('heading', { name: turkishTitle }).waitFor();

    // The server's answer to a wrong password is in it too (its own words), not in the browser's English.
    await next.getByLabel(said('tr', 'login.email')).fill(person.email);
    await next.getByRole('button', { name: said('tr', 'login.continue') }).click();
    await next.getByLabel(said('tr', 'login.password'), { exact: true }).fill('Not-the-password-1');
    await waitForHumanCheck(next);
    await next.getByRole('button', { name: said('tr', 'login.sign_in'), exact: true }).click();
    await next
      .locator('.toast', { hasText: API_MESSAGES.tr['login.failed_to_login'] })
      .waitFor({ timeout: 15_000 });
    expect(await otherLanguageOn(next, 'tr')).toEqual([]);
    await screenshots(next, 'one-language-chosen-tr-on-en-browser');
  });

  it('does not offer Google Analytics where the server has no Google client', async () => {
    const page = await newDevice('en-US');
    await signIn(page, 'en-US');
    await page.goto(`${api.baseUrl}/user/datasources`);
    await page
      .getByRole('button', { name: `+ ${said('en-US', 'datastore.add_connection')}` })
      .click();
    const dialog = page.getByRole('dialog', { name: said('en-US', 'datastore.add_connection') });
    await dialog.getByRole('button', { name: 'PostgreSQL' }).waitFor();
    expect(await dialog.getByText('Google Analytics').count()).toBe(0);
    expect(await otherLanguageOn(page, 'en-US')).toEqual([]);
  });

  it('switches every screen to Turkish when the profile says Turkish, and a new device follows', async () => {
    const page = await newDevice('en-US');
    await signIn(page, 'en-US');
    await page.goto(`${api.baseUrl}/user/settings`);
    await choose(page, said('en-US', 'settings.language'), 'Türkçe');
    await page.getByRole('button', { name: said('en-US', 'common.save') }).click();
    await page
      .getByRole('heading', { name: said('tr', 'settings.profile_title') })
      .waitFor({ timeout: 20_000 });
    expect(await otherLanguageOn(page, 'tr')).toEqual([]);
    await page.goto(`${api.baseUrl}/`);
    await expectHomeIn(page, 'tr');
    await page.goto(`${api.baseUrl}/user/datasources`);
    // A server text (a refused database address, toasted) is in the profile's Turkish too.
    await page.getByRole('button', { name: `+ ${said('tr', 'datastore.add_connection')}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'PostgreSQL' }).click();
    const form = page.getByRole('dialog', { name: 'PostgreSQL' });
    await form.getByLabel(said('tr', 'datastore.host')).fill('127.0.0.1');
    await form.getByLabel(said('tr', 'datastore.database')).fill('shop');
    await form.getByLabel(said('tr', 'datastore.user')).fill('reader');
    await form.getByLabel(said('tr', 'datastore.password')).fill('any-password');
    await form.getByRole('button', { name: said('tr', 'datastore.test_connection') }).click();
    await page
      .locator('.toast', { hasText: said('tr', 'datastore.db_host_not_allowed') })
      .waitFor({ timeout: 15_000 });
    expect(await otherLanguageOn(page, 'tr')).toEqual([]);
    await screenshots(page, 'one-language-datasources-tr');

    // Signing in on an English browser never used before: the saved Turkish, not the browser's.
    const another = await newDevice('en-US');
    await signIn(another, 'en-US');
    await expectHomeIn(another, 'tr');
    await screenshots(another, 'one-language-home-tr');
  });
});
