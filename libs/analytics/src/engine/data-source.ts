import { basename } from 'node:path';
import { buildAutoModel } from '../model/auto-model';
import type { SemanticModel } from '../model/semantic-model';
import type { DateRange } from '../parse/date-spec';
import { DuckRunner } from '../sources/duckdb-runner';
import type { Param, Row } from '../sources/duckdb-runner';
import { loadFile } from '../sources/file-loader';
import type { BuiltQuery } from '../sql/sql-builder';
import type { QueryPlan } from '../sql/query-plan';

export type SourceSpec =
  { kind: 'file'; path: string; id?: string } | { kind: 'demo'; now?: string };

// Whatever runs a compiled query: DuckDB in process, a user's database, a GA4 property.
export type QueryRunner = { rows(sql: string, params?: Param[]): Promise<Row[]> };
// How a plan becomes a query in the source's own dialect; DuckDB SQL when a source names none.
export type QueryCompiler = (
  plan: QueryPlan,
  table: string,
  range: DateRange | undefined,
) => BuiltQuery;

// An open source: the engine holding the data, and the model that describes it.
export type DataSource = {
  model: SemanticModel;
  db: QueryRunner;
  close(): void;
  compile?: QueryCompiler;
};

export const SOURCE_TABLE = 'source_data';

export async function openFileSource(path: string, id?: string): Promise<DataSource> {
  const db = await DuckRunner.create();
  try {
    await loadFile(db, path, SOURCE_TABLE);
    const name = basename(path);
    const model = await buildAutoModel(db, SOURCE_TABLE, {
      name,
      type: 'file',
      datasource_id: id ?? name,
    });
    return { model, db, close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}
