import type { FileLimitName, LoaderLimits } from './file-limits';

// The messages between the API and its loader process (JSON over the IPC channel).
export type LoadJob = { input: string; output: string; limits: LoaderLimits };

export type LoadReport =
  { ok: true; rows: number; columns: number } | { ok: false; limit: FileLimitName; max?: number };

// Where a load into `target` keeps its scratch files (the rows of a workbook): beside the database
// file, so the parent that watches the load's disk use sees them too.
export function scratchFolderOf(target: string): string {
  return `${target}.scratch`;
}
