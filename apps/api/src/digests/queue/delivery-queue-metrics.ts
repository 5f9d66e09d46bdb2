import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { ParleyMetrics } from '../../metrics/parley-metrics';
import { DELIVERY_QUEUE } from './delivery-queue.port';
import type { DeliveryQueue } from './delivery-queue.port';

// The delivery queue's depth on /metrics: digests and reports waiting or running.
@Injectable()
export class DeliveryQueueMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: ParleyMetrics,
    @Inject(DELIVERY_QUEUE) private readonly queue: DeliveryQueue,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge(
      'parley_delivery_queue_depth',
      'Digest and report runs waiting (due or backing off) or running',
      () => this.queue.depth(),
    );
  }
}
