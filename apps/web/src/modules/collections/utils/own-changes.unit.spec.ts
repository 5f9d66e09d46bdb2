import { isOwnEcho, noteOwnChange } from './own-changes';

describe("echoes of this tab's own changes", () => {
  it('ignores the echo of a change this tab made, once', () => {
    noteOwnChange('card_updated', 'c1', 'card1');
    expect(isOwnEcho({ kind: 'card_updated', collectionId: 'c1', cardId: 'card1' })).toBe(true);
    expect(isOwnEcho({ kind: 'card_updated', collectionId: 'c1', cardId: 'card1' })).toBe(false);
  });

  it('lets changes from other tabs through', () => {
    noteOwnChange('layout_saved', 'c1');
    expect(isOwnEcho({ kind: 'card_added', collectionId: 'c1', cardId: 'x' })).toBe(false);
    expect(isOwnEcho({ kind: 'layout_saved', collectionId: 'c2' })).toBe(false);
  });

  it('forgets after ten seconds', () => {
    noteOwnChange('card_removed', 'c9', 'k');
    expect(
      isOwnEcho({ kind: 'card_removed', collectionId: 'c9', cardId: 'k' }, Date.now() + 11_000),
    ).toBe(false);
  });
});
