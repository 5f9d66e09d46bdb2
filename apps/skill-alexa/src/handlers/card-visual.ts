import type { HandlerInput } from 'ask-sdk-core';
import { getSupportedInterfaces } from 'ask-sdk-core';
import type { AnswerCard } from '@parley/domain';
import type { Translate } from '../speech/messages';

const insightText = (i: AnswerCard['insights'][number]) =>
  typeof i === 'string' ? i : `${i.context}: ${i.text}`;

// One APL document for every answer: title, the chart image rendered by the API, insights.
// Its text styles and margins come from alexa-styles, so the document imports that package.
export const CARD_APL_DOCUMENT = {
  type: 'APL',
  version: '2023.3',
  theme: 'light',
  import: [{ name: 'alexa-styles', version: '1.6.0' }],
  mainTemplate: {
    parameters: ['payload'],
    items: [
      {
        type: 'Container',
        paddingLeft: '@marginHorizontal',
        paddingRight: '@marginHorizontal',
        paddingTop: 24,
        items: [
          { type: 'Text', text: '${payload.card.title}', style: 'textStyleDisplay4', maxLines: 2 },
          {
            type: 'Text',
            text: '${payload.card.text}',
            style: 'textStyleBody',
            maxLines: 3,
            paddingTop: 8,
          },
          {
            type: 'Image',
            when: '${payload.card.image}',
            source: '${payload.card.image}',
            width: '100%',
            height: '50vh',
            scale: 'best-fit',
            paddingTop: 12,
          },
          {
            type: 'Text',
            when: '${payload.card.insights}',
            text: '${payload.card.insights}',
            style: 'textStyleCallout',
            paddingTop: 12,
          },
        ],
      },
    ],
  },
};

/** The card on screen devices (APL), a standard card in the Alexa app otherwise. */
export function addCardVisual(
  input: HandlerInput,
  card: AnswerCard,
  image: string | undefined,
  t: Translate,
): void {
  const insights = card.insights.slice(0, 3).map(insightText);
  const builder = input.responseBuilder;
  if (getSupportedInterfaces(input.requestEnvelope)['Alexa.Presentation.APL']) {
    builder.addDirective({
      type: 'Alexa.Presentation.APL.RenderDocument',
      token: 'parley-card',
      document: CARD_APL_DOCUMENT,
      datasources: {
        payload: {
          card: {
            title: card.title,
            text: card.text,
            image: image ?? '',
            insights: insights.length ? `${t('insights')}: ${insights.join(' · ')}` : '',
          },
        },
      },
    });
    return;
  }
  const body = [card.text, ...insights.map((i) => `• ${i}`)].join('\n');
  builder.withStandardCard(card.title, body, image, image);
}
