import type { CommandMetadata } from '../core/decider';

// Fixed metadata for tests: deciders never read the clock, so tests choose the time.
export function meta(overrides: Partial<CommandMetadata> = {}): CommandMetadata {
  return {
    tenantId: 't-1',
    userId: 'u-1',
    commandId: 'cmd-1',
    time: '2026-03-15T10:00:00.000Z',
    ...overrides,
  };
}
