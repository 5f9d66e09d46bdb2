import { Controller, Get } from '@nestjs/common';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';
import { ProjectionRunner } from '../projections/projection-runner';

// Answered from memory only (no store, no log read), so it stays fast whatever the load.
// There is no metrics library in the API, so the projection metrics are in this JSON:
// readModels.lag (log positions the read models are behind) and readModels.parked (events
// that kept failing, set aside; `npm run rebuild` replays them).
@Raw()
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly progress: ReadModelProgress,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get()
  health() {
    const { head, behind } = this.progress.lag;
    const { running, parked, lastError } = this.projections.status;
    const degraded = !running || parked > 0;
    return {
      status: degraded ? 'degraded' : 'ok',
      readModels: {
        position: this.progress.current,
        head,
        lag: behind,
        projecting: running,
        parked,
        ...(lastError ? { lastParked: lastError } : {}),
      },
    };
  }
}
