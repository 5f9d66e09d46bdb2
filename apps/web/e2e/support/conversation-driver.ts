import type { AnswerCard, ChatQueryResponse } from '@parley/domain';
import type { Page } from 'playwright-core';

// Asks on the conversation screen and waits for the answer card to show.
export async function askForCard(page: Page, phrase: string): Promise<void> {
  const replied = page.waitForResponse(
    (r) =>
      r.url().endsWith('/features/conversations/chat_query') && r.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: /Ask a question/ }).fill(phrase);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  const response = await replied;
  if (response.status() !== 200) throw new Error(`"${phrase}" answered ${response.status()}`);
  await page.getByTestId('conversation-item').last().locator('.pui-card svg').first().waitFor();
}

// Asks in either language and returns the API's answer card once its table shows on the page.
export async function askForAnswerCard(page: Page, phrase: string): Promise<AnswerCard> {
  const replied = page.waitForResponse(
    (r) =>
      r.url().endsWith('/features/conversations/chat_query') && r.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: /Ask a question|Bir soru sorun/ }).fill(phrase);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  const body = (await (await replied).json()) as { data: ChatQueryResponse };
  const card = body.data.responses
    .map((r) => ('card' in r ? r.card : null))
    .find((c): c is AnswerCard => c !== null);
  if (!card) throw new Error(`no card for "${phrase}": ${JSON.stringify(body).slice(0, 400)}`);
  await page.locator('.pui-card').last().getByRole('table').waitFor();
  return card;
}

// Creates a collection from the #new dialog and returns its id.
export async function createCollection(page: Page, baseUrl: string, name: string): Promise<string> {
  await page.goto(`${baseUrl}/collections#new`);
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/collection\/[\w-]+$/);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

// Saves the newest answer of the conversation into the collection the dialog proposes.
export async function saveLastAnswer(page: Page): Promise<void> {
  await page
    .getByTestId('conversation-item')
    .last()
    .getByRole('button', { name: 'Save to collection' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Save to collection' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.locator('.toast', { hasText: 'Card added' }).first().waitFor({ timeout: 15_000 });
  await dialog.waitFor({ state: 'detached' });
}
