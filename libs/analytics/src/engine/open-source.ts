import type { DataSource, SourceSpec } from './data-source';
import { openFileSource } from './data-source';

export async function openSource(spec: SourceSpec): Promise<DataSource> {
  if (spec.kind === 'file') return openFileSource(spec.path, spec.id);
  throw new Error('the demo source is not available yet');
}
