import type { ReadModelProgress } from '../event-sourcing/read-model-progress';
import type { ParkedSummary, ProjectionRunner } from '../projections/projection-runner';

export type HealthReport = {
  status: 'ok' | 'degraded';
  readModels: {
    position: number;
    head: number;
    lag: number;
    projecting: boolean;
    parked: number;
    parkedEvents: ParkedSummary[];
    lastParked?: { position: number; type: string };
  };
};

// From memory only (no store, no log read). Where and which type of a parked event, never its
// data nor its error text (both may quote a person).
export function healthReport(
  progress: ReadModelProgress,
  projections: ProjectionRunner,
): HealthReport {
  const { head, behind } = progress.lag;
  const { running, parked, parkedEvents, lastError } = projections.status;
  return {
    status: !running || parked > 0 ? 'degraded' : 'ok',
    readModels: {
      position: progress.current,
      head,
      lag: behind,
      projecting: running,
      parked,
      parkedEvents,
      ...(lastError ? { lastParked: { position: lastError.position, type: lastError.type } } : {}),
    },
  };
}
