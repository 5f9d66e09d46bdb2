import { signUp } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { httpInject } from '../live/http-inject';
import { startApiProcess, stopApiProcess } from '../testing/api-process';
import type { ApiProcess } from '../testing/api-process';
import { startSharedStores } from '../testing/shared-stores';
import type { SharedStores } from '../testing/shared-stores';

type Readiness = { info?: { projections?: { role?: string } } };

const roleOf = async (api: ApiProcess): Promise<string | undefined> =>
  ((await (await fetch(`${api.url}/ready`)).json()) as Readiness).info?.projections?.role;

// Polls, as a load balancer or a follower's status page would, until the state is reached; a
// state never reached fails by the test's timeout.
async function until(reached: () => Promise<boolean>): Promise<void> {
  while (!(await reached())) await new Promise((r) => setTimeout(r, 20));
}

// Issue 30 item 4: SIGTERM to the instance that projects: /ready says 503 from then on, requests
// that still arrive in the grace period are served, then it stops, releasing the projection
// lease, and the other instance leads and projects the next writes.
describe('SIGTERM to the projection leader of two instances', () => {
  let shared: SharedStores;
  const apis: ApiProcess[] = [];
  beforeAll(async () => {
    shared = await startSharedStores();
  });
  afterAll(async () => {
    await Promise.all(apis.map(stopApiProcess));
    await shared.close();
  });

  it('serves what reaches it during the grace period, stops, and the other instance takes the lease', async () => {
    // The instances start one after the other: the first leads, and drains for 10 s on SIGTERM:
    // on a loaded machine one /ready may take its whole 2 s store timeout, so a shorter grace
    // could end before the late request below arrives.
    apis.push(await startApiProcess({ ...shared.instanceEnv(), SHUTDOWN_GRACE_MS: '10000' }));
    await until(async () => (await roleOf(apis[0])) === 'leader');
    apis.push(await startApiProcess(shared.instanceEnv()));
    const [leader, other] = apis;
    expect(await roleOf(other)).toBe('follower');
    const session = await signUp(httpInject(other.url), 'handover@example.com');
    const id = (await collectionsClient(httpInject(other.url), session).create('Handover')).data
      .collection.id;

    leader.child.kill('SIGTERM');
    // Not ready from the signal on, so a proxy stops sending; what still reaches it is done, not
    // dropped. `kill()` returns before the process has handled the signal: on a loaded machine a
    // request sent at once can be read first and answered 200, so the test waits, as a balancer
    // does, for the 503.
    await until(async () => (await fetch(`${leader.url}/ready`)).status === 503);
    const late = await collectionsClient(httpInject(leader.url), session).addCard(
      id,
      'revenue last 30 days',
    );
    expect(late.status).toBe(200);
    await expect(leader.exited).resolves.toEqual({ code: null, signal: 'SIGTERM' });

    await until(async () => (await roleOf(other)) === 'leader');
    const client = collectionsClient(httpInject(other.url), session);
    expect((await client.addCard(id, 'revenue by channel')).status).toBe(200);
    const read = await client.get(id);
    expect(read.data.collection.questions.map((q) => q.phrase)).toEqual([
      'revenue last 30 days',
      'revenue by channel',
    ]);
  }, 150_000);
});
