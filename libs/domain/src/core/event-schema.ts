// Events are kept forever, so each event type carries its own shape version. A type whose shape
// changes gets version n + 1 and an upcaster from n beside its events; readers (deciders,
// projections, the tenant cache) only ever see today's shape.

// What an upcaster may use besides the old data: when the event was recorded.
export type UpcastContext = { time: string };

export type Upcaster = (
  data: Record<string, unknown>,
  context: UpcastContext,
) => Record<string, unknown>;

// `upcasters[n]` turns version n into n + 1; versions count from 1.
export type EventSchema = { version: number; upcasters?: Readonly<Record<number, Upcaster>> };

export type EventSchemas<K extends string> = Readonly<Record<K, EventSchema>>;

// A type that never changed shape.
export const FIRST_VERSION: EventSchema = Object.freeze({ version: 1 });

export type VersionedEvent = {
  type: string;
  data: Record<string, unknown>;
  // The version the event was written in; absent on events written before versions existed.
  version?: number;
  time: string;
};

export function upcastWith(
  schemas: Readonly<Record<string, EventSchema | undefined>>,
  event: VersionedEvent,
): { type: string; data: Record<string, unknown> } {
  const schema = Object.hasOwn(schemas, event.type) ? schemas[event.type] : undefined;
  let version = event.version ?? 1;
  let data = event.data;
  if (!schema) return { type: event.type, data };
  for (; version < schema.version; version++) {
    const step = schema.upcasters?.[version];
    // A missing step is a programming error caught by the catalogue test, never at read time.
    if (!step) throw new Error(`No upcaster for ${event.type} from version ${version}`);
    data = step(data, { time: event.time });
  }
  return { type: event.type, data };
}
