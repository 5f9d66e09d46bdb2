import { Controller, Get } from '@nestjs/common';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';

@Raw()
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly progress: ReadModelProgress) {}

  @Get()
  health() {
    return { status: 'ok', readModels: { position: this.progress.current } };
  }
}
