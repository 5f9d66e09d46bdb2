import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import msteamsExtension from './msteams-extension.schema.json';

// Microsoft's Adaptive Cards 1.5.0 schema, as published (apps/bot-msteams/vendor/README.md).
export const ADAPTIVE_CARD_1_5_FILE = join(
  __dirname,
  '../../../vendor/adaptive-cards/1.5.0/adaptive-card.json',
);

type Schema = AnySchemaObject & { id?: string; definitions: Record<string, AnySchemaObject> };

/**
 * The official file with its draft-04 leftover read as draft-06 means it: it declares draft-06
 * but names itself with `id`, which ajv 8 refuses, so `id` becomes `$id`. Nothing else changes.
 */
export function officialAdaptiveCardSchema(): Schema {
  const { id, ...schema } = JSON.parse(readFileSync(ADAPTIVE_CARD_1_5_FILE, 'utf8')) as Schema;
  return { ...schema, $id: id };
}

/**
 * The official schema with Teams' documented `msteams` property on the card, described by its own
 * schema: the card's other properties stay as strict as Microsoft wrote them.
 */
function withMsTeamsExtension(schema: Schema): Schema {
  const card = schema.definitions.AdaptiveCard ?? {};
  const properties = (card.properties ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    definitions: {
      ...schema.definitions,
      AdaptiveCard: {
        ...card,
        properties: { ...properties, msteams: { $ref: msteamsExtension.$id } },
      },
    },
  };
}

function compile(schema: Schema): ValidateFunction {
  // Unknown keywords stay errors (strictSchema); the checks that only advise on how a schema is
  // written (Microsoft's enum-or-pattern unions carry no `type`, `required` sits beside a $ref)
  // are off, as they change nothing about what it accepts.
  const ajv = new Ajv({
    allErrors: true,
    strictSchema: true,
    strictNumbers: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  ajv.addMetaSchema(draft06);
  // Annotations of Microsoft's schema tooling: the version a property came in, feature numbers.
  ajv.addKeyword('version').addKeyword('features').addKeyword('example');
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  // A reference may be relative; a data: URL is an image (Adaptive Cards 1.2+).
  ajv.addFormat('uri-reference', (value: string) => !/\s/.test(value));
  ajv.addSchema(msteamsExtension);
  return ajv.compile(schema);
}

const forTeams = compile(withMsTeamsExtension(officialAdaptiveCardSchema()));
const asPublished = compile(officialAdaptiveCardSchema());

const problems = (validate: ValidateFunction, card: unknown): string[] =>
  validate(card)
    ? []
    : (validate.errors ?? []).map((e) =>
        `${e.instancePath || '/'} ${e.message ?? ''} ${e.params ? JSON.stringify(e.params) : ''}`.trim(),
      );

/** What the official Adaptive Cards 1.5 schema, with Teams' `msteams` extension, finds wrong. */
export function adaptiveCardProblems(card: unknown): string[] {
  return problems(forTeams, card);
}

/** The same without the extension: the schema exactly as Microsoft publishes it. */
export function publishedSchemaProblems(card: unknown): string[] {
  return problems(asPublished, card);
}
