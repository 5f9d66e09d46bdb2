import type { DataSource } from '../engine/data-source';
import { DuckRunner } from '../sources/duckdb-runner';
import { createDemoTable } from './demo-data';
import { demoModel } from './demo-model';

export const DEMO_TABLE = 'demo_store';

export async function openDemoSource(now: string): Promise<DataSource> {
  const db = await DuckRunner.create();
  try {
    await createDemoTable(db, DEMO_TABLE, now);
    const counted = await db.rows(`SELECT count(*) AS n FROM ${DEMO_TABLE}`);
    const model = demoModel(DEMO_TABLE, Number(counted[0]?.n ?? 0));
    return { model, db, close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}
