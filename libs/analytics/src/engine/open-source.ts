import { openDemoSource } from '../demo/demo-source';
import type { DataSource, SourceSpec } from './data-source';
import { openFileSource } from './data-source';

// A file (CSV, JSON, Parquet, XLSX) with an automatic model, or the built-in demo store.
export async function openSource(spec: SourceSpec): Promise<DataSource> {
  if (spec.kind === 'file') return openFileSource(spec.path, spec.id);
  return openDemoSource(
    /^\d{4}-\d{2}-\d{2}$/.test(spec.now ?? '')
      ? (spec.now as string)
      : new Date().toISOString().slice(0, 10),
  );
}
