import type { Intent, Reading } from '../parse/intent';

// "and by device?", "what about mobile?", "in 2015?": what the new question says replaces the same
// part of the previous one; everything else carries over.
export function mergeFollowUp(previous: Intent, reading: Reading): Intent {
  const next = reading.intent;
  const filterDims = new Set(next.filters.map((f) => f.dimension));
  return {
    metrics: reading.said.metric ? next.metrics : previous.metrics,
    groups: reading.said.groups ? next.groups : previous.groups,
    filters: [...previous.filters.filter((f) => !filterDims.has(f.dimension)), ...next.filters],
    conditions: next.conditions.length ? next.conditions : previous.conditions,
    date: reading.said.date ? next.date : previous.date,
    timeDimension: next.timeDimension ?? previous.timeDimension,
    compare: reading.said.date ? next.compare : (next.compare ?? previous.compare),
    rank: next.rank ?? (reading.said.groups ? undefined : previous.rank),
    share: next.share || (!reading.said.groups && previous.share),
  };
}
