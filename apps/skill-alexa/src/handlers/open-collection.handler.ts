import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import { getAccountLinkingAccessToken, getSlotValue } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { TurnBudget } from '@parley/parley-client';
import { speakHeadline } from '../speech/card-speech';
import { askToLink, replyToFailure } from './answer-renderer';
import { ask } from './replies';
import { progressiveResponse } from './progressive-response';
import { ALEXA_TIMING, contextOf, isIntent } from './skill-context';
import type { SkillDeps } from './skill-context';

const MAX_CARDS = 4;

// People say "my sales dashboard collection" for a collection named "Sales dashboard".
const normalise = (name: string) =>
  name
    .toLocaleLowerCase()
    .replace(/\b(my|the|collection|koleksiyon(um|umu|u)?)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function readCollection(
  input: HandlerInput,
  deps: SkillDeps,
  token: string,
  spoken: string,
  budget: TurnBudget,
): Promise<Response> {
  const { t, locale } = contextOf(input);
  const { signal } = budget;
  const collections = await deps.api.collections(token, locale, { signal });
  if (collections.length === 0) return ask(input, t('noCollections'));
  const wanted = normalise(spoken);
  const found =
    collections.find((c) => normalise(c.name) === wanted) ??
    collections.find(
      (c) => normalise(c.name).includes(wanted) || wanted.includes(normalise(c.name)),
    );
  if (!found) {
    const names = collections.map((c) => c.name).join(', ');
    return ask(input, t('collectionNotFound', { name: spoken, names }));
  }
  const cards = await deps.api.runCollection(token, found.id, locale, { signal });
  if (cards.length === 0) return ask(input, t('collectionEmpty', { name: found.name }));
  const headlines = cards.slice(0, MAX_CARDS).map((card) => speakHeadline(card, locale));
  return ask(input, t('collectionIntro', { name: found.name }), ...headlines, t('more'));
}

// "Open my sales collection": the headline number of each of its first cards.
export const openCollectionHandler = (deps: SkillDeps): RequestHandler => ({
  canHandle: (input) => isIntent(input, 'OpenCollectionIntent'),
  async handle(input) {
    const { t } = contextOf(input);
    const token = getAccountLinkingAccessToken(input.requestEnvelope);
    if (!token) return askToLink(input);
    const spoken = getSlotValue(input.requestEnvelope, 'collection')?.trim() ?? '';
    try {
      const timing = deps.timing ?? ALEXA_TIMING;
      // Running every card of a collection can take a while: say so rather than stay silent.
      const stillWorking = progressiveResponse(input, t, timing.progressiveAfterMs);
      return await readCollection(
        input,
        deps,
        token,
        spoken,
        new TurnBudget(timing.budgetMs),
      ).finally(() => stillWorking.cancel());
    } catch (error) {
      return replyToFailure(input, error);
    }
  },
});
