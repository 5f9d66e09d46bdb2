import { editorRules, emptyEditor } from './card-editor-rules';

const base = {
  state: emptyEditor,
  initial: emptyEditor,
  hasResult: false,
  loading: false,
  saving: false,
  accountsOffered: 0,
};

describe('card editor rules (spec §5)', () => {
  it('keeps the question closed until an account is chosen when the source offers accounts', () => {
    expect(editorRules({ ...base, accountsOffered: 2 }).questionDisabled).toBe(true);
    expect(
      editorRules({ ...base, accountsOffered: 2, state: { ...emptyEditor, accountId: 'a1' } })
        .questionDisabled,
    ).toBe(false);
    expect(editorRules(base).questionDisabled).toBe(false);
  });

  it('locks the question while loading or saving', () => {
    expect(editorRules({ ...base, loading: true }).questionDisabled).toBe(true);
    expect(editorRules({ ...base, saving: true }).questionDisabled).toBe(true);
  });

  it('needs a phrase and no running preview to preview', () => {
    expect(editorRules(base).previewDisabled).toBe(true);
    const typed = { ...emptyEditor, phrase: 'revenue' };
    expect(editorRules({ ...base, state: typed }).previewDisabled).toBe(false);
    expect(editorRules({ ...base, state: typed, loading: true }).previewDisabled).toBe(true);
  });

  it('saves only with a change, a result and no save running', () => {
    const typed = { ...emptyEditor, phrase: 'revenue' };
    expect(editorRules({ ...base, state: typed }).saveDisabled).toBe(true);
    expect(editorRules({ ...base, state: typed, hasResult: true }).saveDisabled).toBe(false);
    expect(editorRules({ ...base, state: typed, hasResult: true, saving: true }).saveDisabled).toBe(
      true,
    );
    expect(editorRules({ ...base, hasResult: true }).saveDisabled).toBe(true);
  });
});
