import { EsdbEventStore } from './esdb-event-store';
import { eventStoreContract } from './testing/event-store.contract';

// No KurrentDB (or EventStoreDB 22+) runs by default: the suite then shows up as skipped under
// this name, so a green run without EVENTSTORE_URL is never mistaken for a tested adapter.
const url = process.env.EVENTSTORE_URL;
const describeIfEsdb = url ? describe : describe.skip;

describeIfEsdb('KurrentDB adapter (set EVENTSTORE_URL to run)', () => {
  eventStoreContract('KurrentDB adapter', () => Promise.resolve(new EsdbEventStore(url ?? '')));
});
