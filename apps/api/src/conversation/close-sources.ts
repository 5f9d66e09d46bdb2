import type { Logger } from '@nestjs/common';
import type { DataSource } from '@parley/analytics';

// Sources are kept as promises of opening; one that failed to open has nothing to close.
export function closeLater(opened: Promise<DataSource>, logger: Logger, what: string): void {
  void opened
    .then((s) => s.close())
    .catch((error: unknown) => logger.warn({ err: error }, `closing ${what}`));
}

export async function closeAll(opened: Map<string, Promise<DataSource>>): Promise<void> {
  const all = [...opened.values()];
  opened.clear();
  await Promise.all(all.map((source) => source.then((s) => s.close()).catch(() => undefined)));
}
