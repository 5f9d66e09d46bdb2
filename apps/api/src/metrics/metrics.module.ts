import { Global, Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { ParleyMetrics } from './parley-metrics';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [ParleyMetrics],
  exports: [ParleyMetrics],
})
export class MetricsModule {}
