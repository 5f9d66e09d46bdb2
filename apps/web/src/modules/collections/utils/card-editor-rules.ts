import type { RefreshInterval } from '@parley/domain';

export type EditorState = {
  type: string;
  datasourceId: string;
  accountId: string;
  phrase: string;
  dateRange: string;
  histogram: string;
  interval: RefreshInterval;
};

export const emptyEditor: EditorState = {
  type: 'demo',
  datasourceId: 'demo',
  accountId: '',
  phrase: '',
  dateRange: '',
  histogram: '',
  interval: 0,
};

export function editorChanged(state: EditorState, initial: EditorState | null): boolean {
  if (!initial) return false;
  return (Object.keys(state) as (keyof EditorState)[]).some((key) => state[key] !== initial[key]);
}

type RuleInput = {
  state: EditorState;
  initial: EditorState | null;
  hasResult: boolean;
  loading: boolean;
  saving: boolean;
  accountsOffered: number;
};

// Spec §5 card editor: the question waits for an account (when the source offers accounts) and is
// locked while loading or saving; Preview needs a phrase and no preview running; Save needs a
// change, a result and no save running.
export function editorRules({
  state,
  initial,
  hasResult,
  loading,
  saving,
  accountsOffered,
}: RuleInput) {
  const accountChosen = accountsOffered === 0 || state.accountId !== '';
  return {
    questionDisabled: !accountChosen || loading || saving,
    previewDisabled: state.phrase.trim() === '' || loading,
    saveDisabled: !editorChanged(state, initial) || !hasResult || saving,
  };
}
