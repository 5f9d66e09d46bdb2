import { checkEventShape, EVENT_SHAPES } from './event-shapes';
import { EVENT_SCHEMAS, PARLEY_EVENT_TYPES } from './events';

const time = '2026-03-15T10:00:00.000Z';
const created = {
  collectionId: 'c-1',
  tenantId: 't-1',
  name: 'Sales',
  digest: 'weekly',
  createdAt: time,
};
const card = { id: 'q-1', phrase: 'revenue by month', type: 'demo', datasource_id: 'demo' };

describe('event shapes, checked when the log is read back', () => {
  it('has a shape for every version of every event type', () => {
    for (const type of PARLEY_EVENT_TYPES)
      for (let version = 1; version <= EVENT_SCHEMAS[type].version; version++)
        expect({ type, version, shape: EVENT_SHAPES[type][version] !== undefined }).toEqual({
          type,
          version,
          shape: true,
        });
  });

  describe('when an event fits its shape', () => {
    it('reads it with the fields its writer may have left out filled as the decider fills them', () => {
      expect(checkEventShape('CardAdded', 1, { card, addedAt: time })).toEqual({
        ok: true,
        data: {
          card: { ...card, account_id: '', interval: 0, variables: {} },
          addedAt: time,
        },
      });
    });
    it('keeps a field a newer writer added', () => {
      expect(checkEventShape('CollectionRenamed', 1, { name: 'Q1', colour: 'red' })).toEqual({
        ok: true,
        data: { name: 'Q1', colour: 'red' },
      });
    });
    it('holds an older version to the shape it was written in', () => {
      const movedIn = { card, fromCollectionId: 'c-2' };
      expect(checkEventShape('CardMovedIn', 1, movedIn).ok).toBe(true);
      expect(checkEventShape('CardMovedIn', 2, movedIn)).toEqual({
        ok: false,
        error: 'data.movedAt: Invalid input: expected string, received undefined',
      });
    });
    it('passes a type this build does not know as it is', () => {
      expect(checkEventShape('SomethingNewHappened', 1, { x: 1 })).toEqual({
        ok: true,
        data: { x: 1 },
      });
    });
  });

  describe('when an event does not fit', () => {
    it('names where and what kind, never the value (it may be a person’s words)', () => {
      const secret = { text: 'Ada Lovelace, ada@example.com' };
      const checked = checkEventShape('CollectionCreated', 1, { ...created, name: secret });
      expect(checked).toEqual({
        ok: false,
        error: 'data.name: Invalid input: expected string, received object',
      });
    });
    it('refuses a value outside its type’s choices', () => {
      const checked = checkEventShape('CollectionCreated', 1, { ...created, digest: 'hourly' });
      expect(checked.ok).toBe(false);
      expect(!checked.ok && checked.error).toMatch(/^data\.digest: /);
    });
    it('refuses data that is not an object at all', () => {
      expect(checkEventShape('CardRemoved', 1, ['q-1']).ok).toBe(false);
    });
  });
});
