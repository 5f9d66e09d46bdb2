import { openSqliteDatabase } from '../../infrastructure/event-store/open-sqlite-database';
import { loadDeliveryConfig } from '../delivery-config';
import { DeliveryClock } from '../delivery-clock';
import type { DeliveryJob } from './delivery-queue.port';
import { SqliteDeliveryQueue } from './sqlite-delivery-queue';

const job = (runKey: string): DeliveryJob => ({
  runKey,
  kind: 'digest',
  tenantId: 't-1',
  targetId: 'c-1',
  scheduledFor: '2027-06-02T09:00:00.000Z',
  preview: false,
});

// The depth /metrics shows (parley_delivery_queue_depth): runs waiting or running, not done.
describe('the embedded delivery queue depth', () => {
  it('counts the runs added and not yet done, once per run key', async () => {
    const db = openSqliteDatabase(':memory:');
    const queue = new SqliteDeliveryQueue(db, loadDeliveryConfig({}), new DeliveryClock());
    await expect(queue.depth()).resolves.toBe(0);
    await queue.add(job('digest.c-1.2027-06-02'));
    await queue.add(job('digest.c-1.2027-06-02'));
    await queue.add(job('digest.c-2.2027-06-02'));
    await expect(queue.depth()).resolves.toBe(2);
    queue.start(() => Promise.resolve());
    await queue.runDue();
    await expect(queue.depth()).resolves.toBe(0);
    await queue.close();
    db.close();
  });
});
