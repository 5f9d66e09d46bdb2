import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProposedReading } from '../utils/strategy-api';
import type { ReadingDecision } from '../hooks/useTopicReadings';

export type TopicReadingsProps = {
  source: string;
  readings: ProposedReading[];
  busy: boolean;
  onDecide: (reading: ProposedReading, decision: ReadingDecision) => void;
};

// What each topic, industry and client will be read as in the data, with Confirm, Change and
// Drop; a word the data does not hold says so here, and never reaches the report (issue 29).
export function TopicReadings({ source, readings, busy, onDecide }: TopicReadingsProps) {
  const { t } = useTranslation();
  return (
    <section className="panel topic-readings" aria-labelledby="topic-readings-title">
      <h2 id="topic-readings-title">{t('strategy.readings.title')}</h2>
      <p className="muted">{t('strategy.readings.intro', { source })}</p>
      <ul className="topic-readings__list">
        {readings.map((reading) => (
          <ReadingRow
            key={`${reading.kind}:${reading.said}`}
            reading={reading}
            source={source}
            busy={busy}
            onDecide={onDecide}
          />
        ))}
      </ul>
    </section>
  );
}

function ReadingRow({
  reading,
  source,
  busy,
  onDecide,
}: {
  reading: ProposedReading;
  source: string;
  busy: boolean;
  onDecide: TopicReadingsProps['onDecide'];
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [words, setWords] = useState(reading.question ?? '');
  const matched = Boolean(reading.question && reading.readAs);
  const dropped = reading.status === 'dropped';
  return (
    <li
      className={`topic-readings__item is-${dropped ? 'dropped' : reading.status}`}
      data-testid="topic-reading"
    >
      <div className="topic-readings__said">
        <span className="topic-readings__kind">{t(`strategy.readings.kinds.${reading.kind}`)}</span>{' '}
        <strong>{reading.said}</strong>
      </div>
      <div className="topic-readings__reading" data-testid="topic-reading-as">
        {dropped
          ? t('strategy.readings.dropped')
          : matched
            ? `→ ${reading.readAs ?? ''}`
            : t('strategy.readings.none', { source })}
      </div>
      {matched && !dropped && reading.unread.length ? (
        <div className="muted topic-readings__unread">
          {t('strategy.readings.unread', { source, words: reading.unread.join(', ') })}
        </div>
      ) : null}
      {!dropped && matched ? (
        <div className="muted">
          {reading.status === 'confirmed'
            ? t('strategy.readings.confirmed')
            : t('strategy.readings.proposed')}
        </div>
      ) : null}
      {editing ? (
        <form
          className="topic-readings__change"
          onSubmit={(event) => {
            event.preventDefault();
            setEditing(false);
            onDecide(reading, { status: 'confirmed', question: words.trim() });
          }}
        >
          <label>
            {t('strategy.readings.words', { said: reading.said })}
            <input value={words} onChange={(event) => setWords(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary" disabled={busy || !words.trim()}>
            {t('strategy.readings.read_again')}
          </button>
        </form>
      ) : (
        <div className="topic-readings__actions">
          {matched && reading.status !== 'confirmed' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => onDecide(reading, { status: 'confirmed' })}
            >
              {t('strategy.readings.confirm')}
            </button>
          ) : null}
          <button type="button" className="button" disabled={busy} onClick={() => setEditing(true)}>
            {t('strategy.readings.change')}
          </button>
          {dropped ? null : (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => onDecide(reading, { status: 'dropped' })}
            >
              {t('strategy.readings.drop')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
