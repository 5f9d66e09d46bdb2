import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CardSlide = { key: string; label: string; content: ReactNode; className?: string };

export type CardSlidesProps = {
  slides: readonly CardSlide[];
  // The slide the card's chart button asks for; a swipe or a dot moves away from it freely.
  active: number;
};

// Spec §9: scroll settles for 50 ms before the current slide is read back.
const scrollDebounceMs = 50;

// A narrow card's views side by side, one at a time: a swipe snaps to exactly one neighbour and the
// dots under them reach every view with a mouse or keyboard (the strip has no scrollbar).
export function CardSlides({ slides, active }: CardSlidesProps) {
  const { t } = useTranslation();
  const stripRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(active);
  const show = (index: number, smooth = true) => {
    const strip = stripRef.current;
    if (!strip) return;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    setCurrent(index);
  };
  useEffect(() => {
    show(active);
  }, [active]);
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (strip.clientWidth > 0) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
      }, scrollDebounceMs);
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      strip.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <div className="pui-card__swipe">
      <div
        ref={stripRef}
        className="pui-card__slides"
        role="region"
        aria-label={t('ui.card.views')}
        tabIndex={0}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={`pui-card__slide${slide.className ? ` ${slide.className}` : ''}`}
            role="group"
            aria-label={slide.label}
            aria-hidden={i === current ? undefined : true}
            inert={i === current ? undefined : true}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="pui-card__dots" role="group" aria-label={t('ui.card.views')}>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="pui-card__dot"
              aria-label={slide.label}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
