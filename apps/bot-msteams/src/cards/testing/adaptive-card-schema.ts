import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';

// The Adaptive Cards 1.5 schema (adaptivecards.io/schemas/1.5.0) for the elements and actions
// Parley's cards use, strict: a property the schema does not define is an error, as are values
// outside its enums. No npm package ships the official schema file, and the packages that model
// cards in code (adaptivecards 3.x, @microsoft/teams.cards) spell Table's header flag
// `firstRowAsHeaders`, which the schema does not define; Teams follows the schema.
// Adaptive Cards compare enum values without case: "Bolder" and "bolder" are the same value.
const oneOf = (...values: string[]) => ({
  type: 'string',
  enum: values.flatMap((v) => [v, v[0]?.toUpperCase() + v.slice(1)]),
});

const spacing = oneOf('none', 'small', 'default', 'medium', 'large', 'extraLarge', 'padding');
const horizontalAlignment = oneOf('left', 'center', 'right');
const verticalAlignment = oneOf('top', 'center', 'bottom');
const containerStyle = oneOf('default', 'emphasis', 'good', 'attention', 'warning', 'accent');

// Element.json and BlockElement.json: what every element of a card body may carry.
const element = {
  type: { type: 'string' },
  id: { type: 'string' },
  isVisible: { type: 'boolean' },
  requires: { type: 'object', additionalProperties: { type: 'string' } },
  fallback: {},
  separator: { type: 'boolean' },
  spacing,
  height: oneOf('auto', 'stretch'),
  horizontalAlignment,
};

const strict = (type: string, properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  required: ['type', ...required],
  additionalProperties: false,
  properties: { ...element, ...properties, type: { const: type } },
});

const textBlock = strict(
  'TextBlock',
  {
    text: { type: 'string' },
    color: oneOf('default', 'dark', 'light', 'accent', 'good', 'warning', 'attention'),
    fontType: oneOf('default', 'monospace'),
    isSubtle: { type: 'boolean' },
    maxLines: { type: 'number' },
    size: oneOf('default', 'small', 'medium', 'large', 'extraLarge'),
    weight: oneOf('default', 'lighter', 'bolder'),
    wrap: { type: 'boolean' },
    style: oneOf('default', 'heading'),
  },
  ['text'],
);

const image = strict(
  'Image',
  {
    url: { type: 'string', minLength: 1 },
    altText: { type: 'string' },
    backgroundColor: { type: 'string' },
    height: { type: 'string' },
    selectAction: { $ref: '#/definitions/action' },
    size: oneOf('auto', 'stretch', 'small', 'medium', 'large'),
    style: oneOf('default', 'person'),
    width: { type: 'string' },
  },
  ['url'],
);

const cellAlignment = {
  horizontalCellContentAlignment: horizontalAlignment,
  verticalCellContentAlignment: verticalAlignment,
};

const table = strict('Table', {
  columns: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      properties: {
        type: { const: 'TableColumnDefinition' },
        width: { type: ['number', 'string'] },
        ...cellAlignment,
      },
    },
  },
  rows: {
    type: 'array',
    items: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { const: 'TableRow' },
        cells: {
          type: 'array',
          items: {
            type: 'object',
            required: ['type', 'items'],
            additionalProperties: false,
            properties: {
              type: { const: 'TableCell' },
              items: { type: 'array', items: { $ref: '#/definitions/element' } },
              selectAction: { $ref: '#/definitions/action' },
              style: containerStyle,
              verticalContentAlignment: verticalAlignment,
              bleed: { type: 'boolean' },
              minHeight: { type: 'string' },
              rtl: { type: 'boolean' },
            },
          },
        },
        style: containerStyle,
        ...cellAlignment,
      },
    },
  },
  firstRowAsHeader: { type: 'boolean' },
  showGridLines: { type: 'boolean' },
  gridStyle: containerStyle,
  ...cellAlignment,
});

const container = strict(
  'Container',
  {
    items: { type: 'array', items: { $ref: '#/definitions/element' } },
    selectAction: { $ref: '#/definitions/action' },
    style: containerStyle,
    verticalContentAlignment: verticalAlignment,
    bleed: { type: 'boolean' },
    minHeight: { type: 'string' },
    rtl: { type: 'boolean' },
  },
  ['items'],
);

// Action.json: what every action may carry.
const action = {
  type: { type: 'string' },
  id: { type: 'string' },
  title: { type: 'string' },
  iconUrl: { type: 'string' },
  style: oneOf('default', 'positive', 'destructive'),
  fallback: {},
  tooltip: { type: 'string' },
  isEnabled: { type: 'boolean' },
  mode: oneOf('primary', 'secondary'),
  requires: { type: 'object', additionalProperties: { type: 'string' } },
};

const strictAction = (type: string, properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  required: ['type', ...required],
  additionalProperties: false,
  properties: { ...action, ...properties, type: { const: type } },
});

export const ADAPTIVE_CARD_1_5_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  definitions: {
    element: { oneOf: [textBlock, image, table, container] },
    action: {
      oneOf: [
        strictAction('Action.OpenUrl', { url: { type: 'string', minLength: 1 } }, ['url']),
        strictAction('Action.Submit', { data: {}, associatedInputs: oneOf('auto', 'none') }, []),
      ],
    },
  },
  type: 'object',
  required: ['type', 'version'],
  additionalProperties: false,
  properties: {
    type: { const: 'AdaptiveCard' },
    $schema: { type: 'string' },
    version: { type: 'string', pattern: '^1\\.[0-5]$' },
    body: { type: 'array', items: { $ref: '#/definitions/element' } },
    actions: { type: 'array', items: { $ref: '#/definitions/action' } },
    selectAction: { $ref: '#/definitions/action' },
    fallbackText: { type: 'string' },
    minHeight: { type: 'string' },
    rtl: { type: 'boolean' },
    speak: { type: 'string' },
    lang: { type: 'string' },
    verticalContentAlignment: verticalAlignment,
    metadata: { type: 'object' },
    // Teams' own extension of the card (full width), documented for Teams and ignored elsewhere.
    msteams: {
      type: 'object',
      additionalProperties: false,
      properties: { width: { const: 'Full' }, entities: { type: 'array' } },
    },
  },
};

const validate = new Ajv({ allErrors: true, strict: false }).compile(ADAPTIVE_CARD_1_5_SCHEMA);

/** What the schema says is wrong with a card: empty when the card is valid 1.5. */
export function adaptiveCardProblems(card: unknown): string[] {
  if (validate(card)) return [];
  return (validate.errors ?? []).map(
    (e: ErrorObject) =>
      `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
  );
}
