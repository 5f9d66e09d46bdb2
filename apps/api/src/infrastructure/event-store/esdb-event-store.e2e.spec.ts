import { EsdbEventStore } from './esdb-event-store';
import { eventStoreContract } from './testing/event-store.contract';

// No EventStoreDB runs by default: the suite then shows up as skipped under this name, so a
// green run without EVENTSTORE_URL is never mistaken for a tested adapter.
const url = process.env.EVENTSTORE_URL;
const describeIfEsdb = url ? describe : describe.skip;

describeIfEsdb('EventStoreDB adapter (set EVENTSTORE_URL to run)', () => {
  eventStoreContract('EventStoreDB adapter', () => Promise.resolve(new EsdbEventStore(url ?? '')));
});
