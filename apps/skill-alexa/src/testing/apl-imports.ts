// What each Alexa APL package defines that a document may refer to by name (Amazon's package
// reference pages): a style, an @resource or a component type used without importing its
// package renders as nothing, or falls back to defaults, on a device.
type PackageNames = { styles: string[]; resources: string[]; components: string[] };

const textStyles = [
  'Display1',
  'Display2',
  'Display3',
  'Display4',
  'Display5',
  'Display6',
  'Headline',
  'Title',
  'Body',
  'Callout',
  'Metadata',
  'Hint',
  'Detail',
].flatMap((name) => [`textStyle${name}`, `textStyle${name}Alt`]);

export const APL_PACKAGES: Record<string, PackageNames> = {
  'alexa-styles': {
    styles: textStyles,
    resources: [
      'marginHorizontal',
      'marginTop',
      'marginBottom',
      'marginLeft',
      'marginRight',
      'spacingXSmall',
      'spacingSmall',
      'spacingMedium',
      'spacingLarge',
      'spacingXLarge',
      'colorText',
      'colorTextReversed',
      'colorBackground',
      'colorAccent',
      'fontSizeXSmall',
      'fontSizeSmall',
      'fontSizeMedium',
      'fontSizeLarge',
    ],
    components: [],
  },
  'alexa-layouts': {
    styles: [],
    resources: [],
    components: [
      'AlexaBackground',
      'AlexaButton',
      'AlexaDetail',
      'AlexaFooter',
      'AlexaHeader',
      'AlexaHeadline',
      'AlexaImage',
      'AlexaImageList',
      'AlexaTextList',
    ],
  },
};

// APL's own component types need no import.
const PRIMITIVES = new Set([
  'Container',
  'Frame',
  'Image',
  'Pager',
  'ScrollView',
  'Sequence',
  'GridSequence',
  'Text',
  'TouchWrapper',
  'VectorGraphic',
  'Video',
  'EditText',
]);

type Node = Record<string, unknown>;
type AplDocument = Node & {
  import?: { name: string; version: string }[];
  styles?: Record<string, unknown>;
  resources?: { [kind: string]: Record<string, unknown> }[];
  layouts?: Record<string, unknown>;
};

function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === 'object') {
    yield value as Node;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/** Names the document uses that neither it nor a package it imports defines. */
export function missingImports(document: AplDocument): string[] {
  const imported = (document.import ?? []).map((i) => APL_PACKAGES[i.name]);
  const has = (kind: keyof PackageNames, name: string) =>
    imported.some((names) => names?.[kind].includes(name));
  const ownResources = new Set(
    (document.resources ?? []).flatMap((group) =>
      Object.values(group).flatMap((entries) =>
        entries && typeof entries === 'object' ? Object.keys(entries) : [],
      ),
    ),
  );
  const missing = new Set<string>();
  for (const node of nodes(document.mainTemplate)) {
    if (typeof node.style === 'string' && !(node.style in (document.styles ?? {})))
      if (!has('styles', node.style)) missing.add(`style ${node.style}`);
    if (typeof node.type === 'string' && !PRIMITIVES.has(node.type))
      if (!(node.type in (document.layouts ?? {})) && !has('components', node.type))
        missing.add(`component ${node.type}`);
    for (const value of Object.values(node))
      if (typeof value === 'string' && /^@\w+$/.test(value)) {
        const name = value.slice(1);
        if (!ownResources.has(name) && !has('resources', name)) missing.add(`resource ${value}`);
      }
  }
  return [...missing];
}
