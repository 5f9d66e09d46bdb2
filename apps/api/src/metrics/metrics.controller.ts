import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';
import { ParleyMetrics } from './parley-metrics';

// Scraped by Prometheus from inside the deployment: deploy/ proxies do not route /metrics.
@ApiExcludeController()
@Raw()
@Public()
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
