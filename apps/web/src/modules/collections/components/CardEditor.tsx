import { useEffect, useId, useMemo, useState } from 'react';
import { DATE_RANGE_OPTIONS, HISTOGRAM_OPTIONS, REFRESH_OPTIONS } from '@parley/domain';
import type {
  AnswerCard as Card,
  CardVariables,
  CollectionQuestion,
  Grain,
  RefreshInterval,
} from '@parley/domain';
import { AnswerCard } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { brandName } from '../../auth/utils/features';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { Loader } from '../../shared/components/Loader';
import { toast } from '../../shared/stores/useToastStore';
import { collectionsApi } from '../utils/collections-api';
import { editorRules, emptyEditor } from '../utils/card-editor-rules';
import type { EditorState } from '../utils/card-editor-rules';
import { cardSourceOptions, sourceKey, sourceOfKey } from '../utils/card-sources';
import { errorMessage } from '../utils/error-message';
import { useAccounts } from './AccountChooser';
import { MoveCardModal } from './MoveCardModal';
import { NativeSelect } from './NativeSelect';

const variablesOf = (state: EditorState): CardVariables => ({
  ...(state.dateRange ? { date1: { date_range: state.dateRange } } : {}),
  ...(state.histogram ? { histogram_bucket: { value: state.histogram as Grain } } : {}),
});

// Spec §2 card editor at /collection/{id}/new and /collection/{id}/{cardId}, with every §5 rule.
export function CardEditor({
  collectionId,
  cardId,
}: {
  collectionId: string;
  cardId: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const config = useAuthStore((s) => s.config);
  const credentials = useAuthStore((s) => s.tenant?.credentials);
  const [state, setState] = useState<EditorState>(emptyEditor);
  const [initial, setInitial] = useState<EditorState | null>(cardId ? null : emptyEditor);
  const [card, setCard] = useState<Card | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [moving, setMoving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const accounts = useAccounts(state.type, state.datasourceId);
  const listId = useId();
  const rules = editorRules({
    state,
    initial,
    hasResult: card !== null,
    loading,
    saving,
    accountsOffered: accounts.length,
  });

  const preview = async (next: EditorState) => {
    if (next.phrase.trim() === '') return;
    setLoading(true);
    try {
      const reply = await collectionsApi.preview({
        phrase: next.phrase,
        type: next.type,
        datasource_id: next.datasourceId,
        account_id: next.accountId,
        ...(next.dateRange ? { date_range: next.dateRange } : {}),
        ...(next.histogram ? { histogram: next.histogram } : {}),
      });
      const found = reply.responses.find((r) => 'card' in r);
      setCard(found && 'card' in found ? found.card : null);
      const prompt = reply.responses.find((r) => 'prompt' in r);
      if (!found && prompt && 'prompt' in prompt) toast.error(prompt.prompt.title);
    } catch (error) {
      setCard(null);
      toast.error(errorMessage(error, t('collections.failed_to_preview_question')));
    }
    setLoading(false);
  };

  useEffect(() => {
    if (!cardId) return;
    collectionsApi.shape(collectionId).then(
      (reply) => {
        const question = reply.collection?.questions.find(
          (q: CollectionQuestion) => q.id === cardId,
        );
        if (!question) {
          toast.error(t('Question not found!'));
          navigate(`/collection/${collectionId}`);
          return;
        }
        const loaded: EditorState = {
          type: question.type,
          datasourceId: question.datasource_id,
          accountId: question.account_id,
          phrase: question.phrase,
          dateRange: question.variables.date1?.date_range ?? '',
          histogram: question.variables.histogram_bucket?.value ?? '',
          interval: question.interval,
        };
        setState(loaded);
        setInitial(loaded);
        void preview(loaded);
      },
      (error: unknown) =>
        toast.error(errorMessage(error, t('collections.failed_to_get_questions'))),
    );
    // Loads once per card (the screen is keyed by it).
  }, [collectionId, cardId]);

  useEffect(() => {
    collectionsApi
      .suggestions(state.type, state.datasourceId)
      .then(setSuggestions, () => setSuggestions([]));
  }, [state.type, state.datasourceId]);

  const change = (patch: Partial<EditorState>, rerun: boolean) => {
    const next = { ...state, ...patch };
    setState(next);
    if (rerun) void preview(next);
  };

  const save = async () => {
    setSaving(true);
    const body = {
      phrase: state.phrase.trim(),
      collection_id: collectionId,
      type: state.type,
      datasource_id: state.datasourceId,
      account_id: state.accountId,
      interval: state.interval,
      variables: variablesOf(state),
    };
    try {
      if (cardId) await collectionsApi.updateCard({ ...body, id: cardId });
      else await collectionsApi.addCard(body);
      toast.success(t(cardId ? 'collections.card_updated' : 'collections.question_added'));
      navigate(`/collection/${collectionId}`);
    } catch (error) {
      toast.error(
        errorMessage(
          error,
          t(cardId ? 'collections.failed_to_update_card' : 'collections.failed_to_add_card'),
        ),
      );
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!cardId) return;
    setRemoving(false);
    try {
      await collectionsApi.removeCard(collectionId, cardId);
      toast.success(t('collections.removed'));
      navigate(`/collection/${collectionId}`);
    } catch (error) {
      toast.error(errorMessage(error, t('collections.failed_to_remove_question')));
    }
  };

  const dateOptions = useMemo(
    () => [{ label: t('collections.editor.default_range'), value: '' }, ...DATE_RANGE_OPTIONS],
    [t],
  );
  const sourceOptions = useMemo(
    () =>
      cardSourceOptions(credentials ?? {}, { type: state.type, datasourceId: state.datasourceId }),
    [credentials, state.type, state.datasourceId],
  );
  const histogramOptions = useMemo(
    () => [{ label: t('collections.editor.default_histogram'), value: '' }, ...HISTOGRAM_OPTIONS],
    [t],
  );

  if (!initial) return <Loader />;
  return (
    <section className="page card-editor">
      <Link href={`/collection/${collectionId}`} className="link-button">
        ← {t('collections.editor.cancel')}
      </Link>
      <h1 className="page__title">
        {t(cardId ? 'collections.editor.title_edit' : 'collections.editor.title_new')}
      </h1>
      <div className="panel card-editor__form">
        <NativeSelect
          label={t('collections.editor.source')}
          value={sourceKey(state)}
          options={sourceOptions}
          onChange={(key) => {
            const source = sourceOfKey(key);
            if (!source) return;
            // Changing the data source clears the account (spec §5).
            setCard(null);
            setState({ ...state, ...source, accountId: '' });
          }}
          disabled={loading || saving}
        />
        {accounts.length > 0 ? (
          <NativeSelect
            label={t('collections.editor.account')}
            value={state.accountId}
            options={[{ label: '—', value: '' }, ...accounts]}
            onChange={(accountId) => setState({ ...state, accountId })}
            disabled={loading || saving}
          />
        ) : (
          <p className="muted card-editor__no-account">{t('collections.editor.no_account')}</p>
        )}
        <div className="pui-field card-editor__question">
          <label className="pui-field__label" htmlFor={`${listId}-q`}>
            {t('collections.editor.question')}
          </label>
          <input
            id={`${listId}-q`}
            className="pui-input"
            list={listId}
            value={state.phrase}
            disabled={rules.questionDisabled}
            onChange={(e) => {
              // Typing clears the preview, the date range and the histogram (spec §5).
              setCard(null);
              setState({ ...state, phrase: e.target.value, dateRange: '', histogram: '' });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !rules.previewDisabled) void preview(state);
            }}
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
        <button
          type="button"
          className="button"
          disabled={rules.previewDisabled}
          onClick={() => void preview(state)}
        >
          {t('collections.editor.preview')}
        </button>
      </div>
      {loading ? <Loader /> : null}
      {card ? (
        <>
          <div className="panel card-editor__variables">
            <NativeSelect
              label={t('collections.editor.date_range')}
              value={state.dateRange}
              options={dateOptions}
              onChange={(dateRange) => change({ dateRange }, true)}
              disabled={loading || saving}
            />
            <NativeSelect
              label={t('collections.editor.histogram')}
              value={state.histogram}
              options={histogramOptions}
              onChange={(histogram) => change({ histogram }, true)}
              disabled={loading || saving}
            />
            <NativeSelect<RefreshInterval>
              label={t('collections.editor.auto_refresh')}
              value={state.interval}
              options={REFRESH_OPTIONS}
              onChange={(interval) => change({ interval }, false)}
              disabled={loading || saving}
            />
          </div>
          <AnswerCard
            key={card.date}
            card={card}
            locale={i18n.language}
            productName={brandName(config)}
          />
        </>
      ) : null}
      <div className="form-actions">
        {cardId && card ? (
          <>
            <button type="button" className="button" onClick={() => setMoving(true)}>
              {t('collections.editor.move')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => setRemoving(true)}
            >
              {t('collections.editor.remove')}
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={rules.saveDisabled}
          onClick={() => void save()}
        >
          {t('collections.editor.save')}
        </button>
      </div>
      {moving && cardId ? (
        <MoveCardModal
          collectionId={collectionId}
          cardId={cardId}
          onClose={() => setMoving(false)}
          onMoved={(target) => navigate(`/collection/${target}`)}
        />
      ) : null}
      <ConfirmModal
        isOpen={removing}
        danger
        title={t('collections.card.remove_title')}
        message={t('collections.card.remove_confirm', { phrase: state.phrase })}
        confirmLabel={t('collections.editor.remove')}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
