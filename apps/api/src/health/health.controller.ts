import { Controller, Get } from '@nestjs/common';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';
import { ProjectionRunner } from '../projections/projection-runner';
import { healthReport } from './health-report';
import type { HealthReport } from './health-report';

// Answered from memory only (no store, no log read). It still waits its turn on the API's event
// loop; the health listener (health-listener.ts, HEALTH_PORT) answers the same report from its
// own thread, so a busy instance is not taken for a dead one.
// There is no metrics library in the API, so the projection metrics are in this JSON:
// readModels.lag (log positions the read models are behind), readModels.parked (events that
// could not be read or kept failing, set aside) and readModels.parkedEvents (the first of them
// by position; `npm run rebuild` replays them after a repair).
@Raw()
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly progress: ReadModelProgress,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get()
  health(): HealthReport {
    return healthReport(this.progress, this.projections);
  }
}
