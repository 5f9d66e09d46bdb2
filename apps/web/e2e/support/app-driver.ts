import type { Page } from 'playwright-core';

// Steps a person takes, named as they would say them.
export async function waitForHumanCheck(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector<HTMLInputElement>('altcha-widget input[name="token"]')?.value ??
        '') !== '',
    null,
    { timeout: 60_000 },
  );
}

export async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label }).first();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.toast').last();
  await toast.waitFor({ timeout: 15_000 });
  return (await toast.textContent()) ?? '';
}

export async function signInWithPassword(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await waitForHumanCheck(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 20_000 });
}

// Register view → e-mailed link, ending on the onboarding form.
export async function registerUntilOnboarding(
  page: Page,
  baseUrl: string,
  mailbox: { waitForLink: (to: string) => Promise<string> },
  email: string,
): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('E-mail').fill(email);
  await waitForHumanCheck(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await page.goto(await mailbox.waitForLink(email));
  await page.waitForURL(`${baseUrl}/onboarding`);
}

// Register view → e-mailed link → onboarding, ending signed in on the dashboard.
export async function signUpAndOnboard(
  page: Page,
  baseUrl: string,
  mailbox: { waitForLink: (to: string) => Promise<string> },
  person: { email: string; name: string; password: string; country: string },
): Promise<void> {
  await registerUntilOnboarding(page, baseUrl, mailbox, person.email);
  await page.getByLabel('Name').fill(person.name);
  await choose(page, 'Country', person.country);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Repeat password').fill(person.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
