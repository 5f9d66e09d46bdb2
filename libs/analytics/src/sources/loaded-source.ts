import type { DataSource } from '../engine/data-source';
import { buildAutoModel } from '../model/auto-model';
import { DuckRunner } from './duckdb-runner';
import { LOADED_TABLE } from './file-loader';

// A file the sandboxed loader already turned into a DuckDB database: opened read-only, nothing
// of the original upload is parsed again in this process. `name` is what people call the file.
// Attached to the process's one DuckDB instance, so all loaded files share one memory limit.
export async function openLoadedSource(
  databaseFile: string,
  source: { name: string; datasource_id: string },
): Promise<DataSource> {
  const db = await DuckRunner.attach(databaseFile);
  try {
    const model = await buildAutoModel(db, LOADED_TABLE, { ...source, type: 'file' });
    return { model, db, close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}
