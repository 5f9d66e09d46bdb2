import type { Browser, Locator, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { registerUntilOnboarding, toastText } from './support/app-driver';
import { desktop, launchBrowser } from './support/browser';
import { mailboxOf } from './support/mailbox';

jest.setTimeout(180_000);

// The searchable selects (country, time zone, geography focus) typed into key by key, as a person does.
describe('the searchable selects in a browser', () => {
  const password = 'Mimar-Sinan-1539';
  let api: RunningApi;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: desktop, locale: 'en-US' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  const box = (label: string): Locator => page.getByRole('combobox', { name: label }).first();

  // Types over whatever the field shows, key by key (the first key replaces the selected text).
  async function typeInto(label: string, text: string): Promise<void> {
    await box(label).click();
    await box(label).press('ControlOrMeta+a');
    await box(label).pressSequentially(text, { delay: 40 });
  }

  // The options listed once the list is drawn for the typed text: each key is drawn before the next is
  // pressed, so the open list holds options or says it has none (that notice is not an option).
  async function listed(): Promise<string[]> {
    await page.waitForFunction(() => {
      const list = document.querySelector('[role="listbox"]');
      return (
        list?.querySelector('[role="option"]') != null ||
        list?.textContent?.includes('No items available') === true
      );
    });
    const texts = (await page.getByRole('option').allTextContents()).map((t) => t.trim());
    return texts.filter((text) => text !== 'No items available');
  }

  // What the field shows once the page has drawn the loaded profile (its heading is there).
  async function shown(label: string): Promise<string> {
    await page.getByRole('heading', { name: 'Personal settings' }).waitFor();
    return box(label).inputValue();
  }

  it('onboards with the country found by typing, and saves nothing for a text that names none', async () => {
    await registerUntilOnboarding(page, api.baseUrl, mailboxOf(api.baseUrl), 'sinan@example.com');
    await page.getByLabel('Name').fill('Mimar Sinan');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat password').fill(password);

    await typeInto('Country', 'Atlantis');
    expect(await listed()).toEqual([]);
    await page.getByText('No items available').waitFor();
    await box('Country').press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('This field is required.').waitFor();
    expect(page.url()).toBe(`${api.baseUrl}/onboarding`);
    expect(await box('Country').inputValue()).toBe('');

    await typeInto('Country', 'turk');
    const countries = await listed();
    expect(countries[0]).toBe('Türkiye');
    expect(countries.every((name) => /t[uü]rk/i.test(name))).toBe(true);
    expect(countries).not.toContain('Afghanistan');
    await box('Country').press('ArrowDown');
    await box('Country').press('Enter');
    expect(await box('Country').inputValue()).toBe('Türkiye');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${api.baseUrl}/`);

    await page.goto(`${api.baseUrl}/user/settings`);
    expect(await shown('Country')).toBe('Türkiye');
  });

  it('picks a time zone among the ones the typed text finds, and keeps it when a later text finds none', async () => {
    // Onboarding in Türkiye already set Europe/Istanbul: another zone makes a change to save.
    await typeInto('Time zone', 'tokyo');
    const zones = await listed();
    expect(zones).toContain('Asia/Tokyo');
    expect(zones.every((zone) => /tokyo/i.test(zone))).toBe(true);
    await box('Time zone').press('ArrowDown');
    await box('Time zone').press('Enter');
    expect(await box('Time zone').inputValue()).toBe('Asia/Tokyo');

    await typeInto('Time zone', 'Atlantis');
    expect(await listed()).toEqual([]);
    await box('Time zone').press('Enter');
    // Leaving the field (Tab would open the next select, whose list hides the rest of the page from roles).
    await box('Time zone').blur();
    expect(await box('Time zone').inputValue()).toBe('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toastText(page)).toContain('Your settings have been saved.');
    await page.reload();
    expect(await shown('Time zone')).toBe('Asia/Tokyo');
  });

  it('adds to the geography focus only countries the typed text finds', async () => {
    await page.goto(`${api.baseUrl}/organisation-strategy`);
    await page.getByRole('heading', { name: 'Organization strategy' }).waitFor();
    await typeInto('Geography focus', 'turk');
    const countries = await listed();
    expect(countries[0]).toBe('Türkiye');
    expect(countries.every((name) => /t[uü]rk/i.test(name))).toBe(true);
    await box('Geography focus').press('ArrowDown');
    await box('Geography focus').press('Enter');
    // The list stays open for the next pick and hides the page from roles until Escape closes it.
    await box('Geography focus').press('Escape');
    await page.getByRole('button', { name: 'Remove Türkiye' }).waitFor();

    await typeInto('Geography focus', 'Atlantis');
    expect(await listed()).toEqual([]);
    await box('Geography focus').press('Enter');
    expect(await page.locator('.pui-chip').allTextContents()).toEqual(['Türkiye×']);
  });
});
