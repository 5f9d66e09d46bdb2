export const ANALYTICS_VERSION = '0.1.145';
// The ask engine: openSource() a file or the demo, then ask() questions in English or Turkish.
export type { AskContext, AskInput, AskResult } from './engine/ask';
export { ask, understand, readQuestion } from './engine/ask';
export type { ReadingChoice } from './engine/ask';
export { rankReadings, scoreOf, DEFAULT_WEIGHTS } from './parse/reading-ranker';
export type { RankedReading, ReadingFeatures, ReadingWeights } from './parse/reading-ranker';
export { lexicalLoadTimes } from './parse/lexical/load-times';
export type { Understood } from './engine/ask';
export { planOf } from './engine/planner';
export { buildQuery } from './sql/sql-builder';
export { demoModel } from './demo/demo-model';
export type { DataSource, SourceSpec } from './engine/data-source';
export { openSource } from './engine/open-source';
export { suggestions, suggestionsFor } from './engine/suggestions';
export type { Suggestion } from './engine/suggestions';
export type { SemanticModel, Metric, Dimension, Aggregation } from './model/semantic-model';
export type { Intent } from './parse/intent';
export { percentChange } from './card/percent-change';
export { resolveRange, previousPeriod, samePeriodLastYear } from './parse/date-range';
export type { RangeSpec, DateRange } from './parse/date-spec';
export type { Locale } from './text/normalize';
// Data sources beyond files (data-sources issue): dialect compilers, database models, GA4.
export { compileForDialect, postgresCompiler, mysqlCompiler } from './dialects/dialect-compiler';
export type { SqlDialectName } from './dialects/sql-dialect';
export { databaseModel } from './connectors/database-model';
export type { DatabaseColumn, DatabaseTable } from './connectors/database-model';
export type { QueryRunner, QueryCompiler } from './engine/data-source';
export type { QueryPlan } from './sql/query-plan';
export type { Row, Param } from './sources/duckdb-runner';
export { ga4Model } from './connectors/ga4-model';
export { compileGa4Request, Ga4PlanError } from './dialects/ga4-request';
export type { Ga4Request } from './dialects/ga4-request';
export { Ga4Client, Ga4ApiError } from './connectors/ga4-client';
export type { Ga4Property, Ga4Endpoints } from './connectors/ga4-client';
export { SourceError, isSourceError } from './connectors/source-error';
// Untrusted files are loaded in a separate process into a DuckDB file the API opens read-only.
export { SandboxedLoader, removeDatabaseFile } from './sources/sandboxed-loader';
export type { LoadedFile } from './sources/sandboxed-loader';
export { openLoadedSource } from './sources/loaded-source';
export { DuckRunner, configureDuckDb } from './sources/duckdb-runner';
export type { DuckLimits } from './sources/duckdb-runner';
export { DEFAULT_LOADER_LIMITS, FileRefusedError, isFileRefused } from './sources/file-limits';
export type { FileLimitName, LoaderLimits } from './sources/file-limits';
// The engine's own lexicon word by word, and its anomaly test: an organisation strategy's topics
// are read against a source with them, and its report says what stands out (issue 29).
export { segment } from './parse/segment';
export type { Item as ReadItem } from './parse/segment';
export { tokenize } from './text/normalize';
export { findAnomaly } from './card/insights';
