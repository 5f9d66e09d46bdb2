import type { AppConfig } from '../../config/app-config';
import type { SqliteDatabase } from '../../infrastructure/event-store/open-sqlite-database';
import {
  openSqliteDatabase,
  parleyDatabasePath,
} from '../../infrastructure/event-store/open-sqlite-database';
import type { DeliveryClock } from '../delivery-clock';
import type { DeliveryConfig } from '../delivery-config';
import { BullmqDeliveryQueue } from './bullmq-delivery-queue';
import type { DeliveryQueue } from './delivery-queue.port';
import { SqliteDeliveryQueue } from './sqlite-delivery-queue';

export function createDeliveryQueue(
  config: AppConfig,
  deliveries: DeliveryConfig,
  clock: DeliveryClock,
  sqlite: SqliteDatabase | null,
): DeliveryQueue {
  if (config.redisUrl) return new BullmqDeliveryQueue(config.redisUrl, deliveries);
  return new SqliteDeliveryQueue(
    sqlite ?? openSqliteDatabase(parleyDatabasePath(config.dataDir)),
    deliveries,
    clock,
  );
}
