import { basename } from 'node:path';
import { buildAutoModel } from '../model/auto-model';
import type { SemanticModel } from '../model/semantic-model';
import { DuckRunner } from '../sources/duckdb-runner';
import { loadFile } from '../sources/file-loader';

export type SourceSpec = { kind: 'file'; path: string; id?: string } | { kind: 'demo'; now?: string };

// An open source: an in-process DuckDB holding the data, and the model that describes it.
export type DataSource = { model: SemanticModel; db: DuckRunner; close(): void };

export const SOURCE_TABLE = 'source_data';

export async function openFileSource(path: string, id?: string): Promise<DataSource> {
  const db = await DuckRunner.create();
  try {
    await loadFile(db, path, SOURCE_TABLE);
    const name = basename(path);
    const model = await buildAutoModel(db, SOURCE_TABLE, { name, type: 'file', datasource_id: id ?? name });
    return { model, db, close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}
