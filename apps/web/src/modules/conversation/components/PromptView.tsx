import type { Prompt } from '@parley/domain';

export type PromptViewProps = {
  prompt: Prompt;
  enabled: boolean;
  onChoose: (title: string) => void;
};

// A clarifying question with choices, laid out across or down as the server asks; only the last item's
// prompt can still be answered.
export function PromptView({ prompt, enabled, onChoose }: PromptViewProps) {
  const withImages = prompt.items.some((i) => i.image);
  return (
    <div
      className={`prompt prompt--${prompt.direction} ${withImages ? 'prompt--cards' : 'prompt--buttons'}`}
    >
      <p className="prompt__title">{prompt.title}</p>
      {prompt.subtitle ? <p className="prompt__subtitle">{prompt.subtitle}</p> : null}
      <ul className="prompt__items">
        {prompt.items.map((item) => (
          <li key={item.title}>
            <button
              type="button"
              className="prompt__item"
              disabled={!enabled}
              onClick={() => onChoose(item.title)}
            >
              {item.image ? <img src={item.image} alt="" className="prompt__image" /> : null}
              <span className="prompt__item-title">{item.title}</span>
              {item.subtitle ? (
                <span className="prompt__item-subtitle">{item.subtitle}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
