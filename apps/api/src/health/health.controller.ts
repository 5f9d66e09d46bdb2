import { Controller, Get } from '@nestjs/common';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';
import { ProjectionRunner } from '../projections/projection-runner';

// Answered from memory only (no store, no log read), so it stays fast whatever the load.
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
  health() {
    const { head, behind } = this.progress.lag;
    const { running, parked, parkedEvents, lastError } = this.projections.status;
    const degraded = !running || parked > 0;
    return {
      status: degraded ? 'degraded' : 'ok',
      readModels: {
        position: this.progress.current,
        head,
        lag: behind,
        projecting: running,
        parked,
        // Where and which type, never the data nor the error text (both may quote a person).
        parkedEvents,
        ...(lastError
          ? { lastParked: { position: lastError.position, type: lastError.type } }
          : {}),
      },
    };
  }
}
