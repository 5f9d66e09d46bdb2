import { InvalidAppendError } from './event-store.errors';
import type { AppendOptions, NewEvent } from './event-store.port';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Both adapters reject the same inputs, so a test on the embedded store predicts EventStoreDB
// (which only accepts UUID event ids).
export function validateAppend(
  stream: string,
  events: readonly NewEvent[],
  options: AppendOptions,
): void {
  if (!stream || stream.startsWith('$'))
    throw new InvalidAppendError(`Invalid stream name "${stream}"`);
  if (events.length === 0) throw new InvalidAppendError(`Append to "${stream}" has no events`);
  const { expectedRevision } = options;
  if (
    typeof expectedRevision === 'number' &&
    !(Number.isInteger(expectedRevision) && expectedRevision >= 0)
  ) {
    throw new InvalidAppendError(`Expected revision must be a revision, 'no_stream' or 'any'`);
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (!uuid.test(event.id)) throw new InvalidAppendError(`Event id "${event.id}" is not a UUID`);
    if (seen.has(event.id.toLowerCase()))
      throw new InvalidAppendError(`Event id ${event.id} appears twice`);
    seen.add(event.id.toLowerCase());
    if (!event.type) throw new InvalidAppendError(`Event ${event.id} has no type`);
  }
}
