import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from './support/api-server';
import type { RunningApi } from './support/api-server';
import { choose, signInWithPassword, toastText, waitForHumanCheck } from './support/app-driver';
import { desktop, launchBrowser, screenshots, seriousViolations } from './support/browser';
import { clearMailbox, firstLink, waitForMail } from './support/mailbox';

jest.setTimeout(180_000);

// One person's account, driven through the web app in Chromium against the real API and its dev mailbox.
describe('the account screens in a browser', () => {
  const email = 'ada.lovelace@example.com';
  const firstPassword = 'Analytical-Engine-1843';
  const secondPassword = 'Bernoulli-Numbers-1842';
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    api = await startApi();
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: desktop,
      locale: 'en-US',
      timezoneId: 'Europe/London',
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('signs up through the register view and the e-mailed link, then onboards', async () => {
    await clearMailbox(api.baseUrl);
    await page.goto(`${api.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Create your Parley account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'sign-in-register');
    await page.getByLabel('E-mail').fill(email);
    await waitForHumanCheck(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await page.textContent('main')).toContain('expires in an hour');

    const link = firstLink(await waitForMail(api.baseUrl, email), api.baseUrl);
    await page.goto(link);
    await page.waitForURL(`${api.baseUrl}/onboarding`);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'onboarding');

    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThan(0);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await choose(page, 'Country', 'United Kingdom');
    // The time zone follows the country chosen (the browser here says UTC).
    await expect(
      page.getByRole('combobox', { name: 'Time zone' }).first().inputValue(),
    ).resolves.toBe('Europe/London');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Repeat password').fill('something else');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The passwords must be the same.').waitFor();
    await page.getByLabel('Repeat password').fill(firstPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${api.baseUrl}/`);
    await page.getByRole('heading', { name: 'Hello, Ada!' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'dashboard');
  });

  it('logs out after confirming, then signs in with the password revealed by the first continue', async () => {
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await signInWithPassword(page, api.baseUrl, email, firstPassword);
    await page.getByRole('heading', { name: 'Hello, Ada!' }).waitFor();
  });

  it('walks the other sign-in views and back', async () => {
    const login = await browser.newContext({ viewport: desktop, locale: 'en-US' });
    const other = await login.newPage();
    await other.goto(`${api.baseUrl}/login`);
    expect(await seriousViolations(other)).toEqual([]);
    await screenshots(other, 'sign-in-login');

    // The address typed on the first view stays when the person picks an e-mail link instead.
    await other.getByLabel('E-mail').fill(email);
    await other.getByRole('button', { name: 'Sign in with an e-mail link' }).click();
    await other.getByRole('heading', { name: 'Sign in with an e-mail link' }).waitFor();
    expect(await other.getByLabel('E-mail').inputValue()).toBe(email);
    await waitForHumanCheck(other);
    await other.getByRole('button', { name: 'Send me a link' }).click();
    await other.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await other.textContent('main')).toContain(`We sent a sign-in link to ${email}.`);
    await screenshots(other, 'sign-in-link-confirm');
    await other.getByRole('button', { name: 'Back to other sign-in options' }).click();
    expect(await other.getByLabel('E-mail').inputValue()).toBe('');

    await other.getByRole('button', { name: 'Forgot your password?' }).click();
    await other.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await other.getByLabel('E-mail').fill(email);
    await waitForHumanCheck(other);
    await other.getByRole('button', { name: 'Send reset link' }).click();
    await other.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await other.getByRole('button', { name: 'Back to other sign-in options' }).click();

    await other.getByRole('button', { name: 'Create an account' }).click();
    await other.getByRole('heading', { name: 'Create your Parley account' }).waitFor();
    await other.waitForURL(`${api.baseUrl}/register`);
    await other.getByRole('button', { name: 'Back to other sign-in options' }).click();
    await other.waitForURL(`${api.baseUrl}/login`);

    await other.goto(
      `${api.baseUrl}/passwordreset?email=${encodeURIComponent(email)}&token=not-a-real-token`,
    );
    await other.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await screenshots(other, 'sign-in-reset-password');
    await other.getByLabel('New password').fill('short');
    await other.getByRole('button', { name: 'Set password' }).click();
    await other.getByText(/at least 8 characters/).waitFor();
    await login.close();
  });

  it('edits the profile with a cropped photo upload, and Save waits for a change', async () => {
    await page.goto(`${api.baseUrl}/user/settings`);
    await page.getByRole('heading', { name: 'Personal settings' }).waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'profile');

    const photo = join(tmpdir(), 'parley-e2e-photo.png');
    writeFileSync(photo, await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 300 } }));
    await page.getByRole('button', { name: 'Change photo' }).click();
    expect(await page.getByRole('button', { name: 'Set picture' }).isDisabled()).toBe(true);
    await page.setInputFiles('[data-testid="photo-input"]', photo);
    await page.getByRole('button', { name: 'Set picture' }).click();
    await page.getByRole('img', { name: 'Photo' }).waitFor();
    expect(await page.getByRole('img', { name: 'Photo' }).getAttribute('src')).toContain(
      '/features/profile/picture/',
    );

    await page.getByLabel('Position').fill('Analyst');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.waitForLoadState('load');
    expect(await toastText(page)).toContain('Your settings have been saved.');
    expect(await page.getByLabel('Position').inputValue()).toBe('Analyst');
  });

  it('saves the organisation strategy once it is valid', async () => {
    await page.goto(`${api.baseUrl}/organisation-strategy`);
    await page.getByRole('heading', { name: 'Organization strategy' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(8);
    await page.getByLabel('Business name').fill('Analytical Engines Ltd');
    await page
      .getByLabel('Business description')
      .fill('Mechanical computation for science and trade.');
    await page.getByLabel('Core services').fill('Tables, calculations, programming');
    await choose(page, 'Primary industry', 'Computer Hardware');
    await page.getByLabel('Target client types').fill('Observatories, insurers');
    await page.getByLabel('Target client names').fill('Royal Society');
    await choose(page, 'Geography focus', 'United Kingdom');
    await page.getByLabel('Topics of interest').fill('Difference engines');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toastText(page)).toContain('Organisation information saved successfully!');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'organisation-strategy');
    await page.reload();
    expect(await page.getByLabel('Business name').inputValue()).toBe('Analytical Engines Ltd');
  });

  it('changes the password, shows the password-changed modal, and signs in with the new one', async () => {
    await page.goto(`${api.baseUrl}/user/security`);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Current password').fill(firstPassword);
    await page.getByLabel('New password').fill(secondPassword);
    await page.getByLabel('Repeat password').fill(secondPassword);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'security');
    await save.click();
    await page.getByRole('dialog', { name: 'Password changed' }).waitFor();
    await page.getByRole('button', { name: 'Go to sign-in' }).click();
    await page.waitForURL(/\/login$/);
    await signInWithPassword(page, api.baseUrl, email, secondPassword);
  });

  it('switches the interface to Turkish', async () => {
    await page.goto(`${api.baseUrl}/user/settings`);
    await choose(page, 'Language', 'Türkçe');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Kişisel ayarlar' }).waitFor({ timeout: 20_000 });
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await screenshots(page, 'profile-tr');
  });

  it('deletes the account only after DELETE is typed', async () => {
    await page.getByRole('button', { name: 'Hesabı sil' }).click();
    const remove = page.getByRole('dialog').getByRole('button', { name: 'Hesabı sil' });
    expect(await remove.isDisabled()).toBe(true);
    // An account with a password always confirms with it, however recent the sign-in.
    await page.getByRole('dialog').getByLabel('Mevcut parola').fill(secondPassword);
    const confirmation = page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Onaylamak için DELETE yazın.' });
    await confirmation.fill('delete');
    expect(await remove.isDisabled()).toBe(true);
    await confirmation.fill('DELETE');
    await remove.click();
    await page.waitForURL(/\/login$/);
    const refused = await fetch(`${api.baseUrl}/auth/tenant`);
    expect(refused.status).toBe(401);
  });
});
