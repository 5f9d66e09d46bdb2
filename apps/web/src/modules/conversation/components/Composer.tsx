import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/components/Icon';
import { highlightSegments, matchSuggestions, moveActive } from '../utils/suggestions';
import { isSpeechOn, setSpeechOn, speechSupported } from '../utils/speech';

export type ComposerProps = {
  suggestions: readonly string[];
  disabled: boolean;
  onSend: (phrase: string) => void;
};

// The question box: a combobox whose list holds suggestions containing every typed word (spec §2),
// with up, down and Enter, and the read-aloud switch beside it.
export function Composer({ suggestions, disabled, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [speech, setSpeech] = useState(isSpeechOn());
  const matches = useMemo(() => matchSuggestions(suggestions, text, 30), [suggestions, text]);
  const expanded = open && matches.length > 0;

  const send = (phrase: string) => {
    const trimmed = phrase.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive(moveActive(active, matches.length, e.key === 'ArrowDown' ? 'down' : 'up'));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      send(expanded && active >= 0 ? (matches[active] ?? text) : text);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        send(text);
      }}
    >
      {speechSupported() ? (
        <button
          type="button"
          className="icon-button"
          aria-pressed={speech}
          aria-label={t(speech ? 'conversation.speech_on' : 'conversation.speech_off')}
          title={t(speech ? 'conversation.speech_on' : 'conversation.speech_off')}
          onClick={() => {
            setSpeechOn(!speech);
            setSpeech(!speech);
          }}
        >
          <Icon name={speech ? 'speaker' : 'mute'} />
        </button>
      ) : null}
      <div className="composer__field">
        {expanded ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('conversation.suggestions')}
            className="composer__suggestions"
          >
            {matches.map((s, i) => (
              <li
                key={s}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`composer__suggestion ${i === active ? 'is-active' : ''}`}
                onMouseDown={(e) => {
                  e.preventDefault();
                  send(s);
                }}
              >
                {highlightSegments(s, text).map((seg, j) =>
                  seg.match ? <mark key={j}>{seg.text}</mark> : <span key={j}>{seg.text}</span>,
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <input
          className="composer__input"
          role="combobox"
          aria-label={t('conversation.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t('conversation.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
      </div>
      <button
        type="submit"
        className="button button--primary composer__send"
        disabled={disabled || !text.trim()}
        aria-label={t('conversation.send')}
      >
        <Icon name="send" size={18} />
      </button>
    </form>
  );
}
