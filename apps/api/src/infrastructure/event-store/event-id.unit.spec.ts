import { deriveEventId } from './event-id';
import { validateAppend } from './validate-append';

describe('deriveEventId', () => {
  it('gives the same command the same ids, so a retried command appends nothing new', () => {
    expect(deriveEventId('command-42', 0)).toBe(deriveEventId('command-42', 0));
  });

  it('gives each event of a command, and each command, its own id', () => {
    const ids = new Set([
      deriveEventId('command-42', 0),
      deriveEventId('command-42', 1),
      deriveEventId('command-43', 0),
    ]);
    expect(ids.size).toBe(3);
  });

  it('produces version-5 UUIDs that both event stores accept', () => {
    const id = deriveEventId('command-42', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(() =>
      validateAppend('s', [{ id, type: 'T', data: {}, metadata: {} }], { expectedRevision: 'any' }),
    ).not.toThrow();
  });
});
