import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';
import { MetricsAccessGuard } from './metrics-access.guard';
import { ParleyMetrics } from './parley-metrics';

// Scraped by Prometheus: with METRICS_TOKEN as its bearer token, else from this host only
// (MetricsAccessGuard); the deploy/ proxies do not route /metrics either.
@ApiExcludeController()
@Raw()
@Public()
@UseGuards(MetricsAccessGuard)
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: ParleyMetrics) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
