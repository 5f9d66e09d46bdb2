import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { isFeatureOn } from '../../auth/utils/features';
import { tourSteps } from '../constants/tour-steps';
import { useTourStore } from '../stores/useTourStore';
import { notePlacement } from '../utils/placement';
import type { Rect } from '../utils/placement';

// The target may render after the screen's data arrives: look for it for up to 5 s.
const findEveryMs = 100;
const findForMs = 5000;

// The product tour walks the real screens: each step opens its page, rings the element it is about
// and explains it in a note beside it. Back, Next and End tour; Escape ends it too.
export function ProductTour() {
  const { t } = useTranslation();
  const config = useAuthStore((s) => s.config);
  const tenant = useAuthStore((s) => s.tenant);
  const index = useTourStore((s) => s.step);
  const go = useTourStore((s) => s.go);
  const end = useTourStore((s) => s.end);
  const [path, navigate] = useLocation();
  const [target, setTarget] = useState<Rect | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const steps = tourSteps.filter((s) => !s.feature || isFeatureOn(config, tenant, s.feature));
  const step = index === null ? undefined : steps[index];

  useEffect(() => {
    if (step && path !== step.path) navigate(step.path);
  }, [step, path, navigate]);

  useEffect(() => {
    setTarget(null);
    if (!step || path !== step.path) return;
    let element: Element | null = null;
    const measure = () => {
      if (!element) return;
      const r = element.getBoundingClientRect();
      setTarget({ top: r.top, left: r.left, width: r.width, height: r.height });
    };
    const started = Date.now();
    const finder = setInterval(() => {
      element = step.targets.map((s) => document.querySelector(s)).find(Boolean) ?? null;
      if (element || Date.now() - started > findForMs) clearInterval(finder);
      if (element) {
        element.scrollIntoView({ block: 'nearest' });
        measure();
      }
    }, findEveryMs);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      clearInterval(finder);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step, path]);

  useEffect(() => {
    if (!step) return;
    noteRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && end();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, end]);

  if (index === null || !step) return null;
  const last = index === steps.length - 1;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const noteSize = {
    width: 320,
    height: noteRef.current?.offsetHeight ?? 180,
  };
  const place = target
    ? notePlacement(target, viewport, noteSize)
    : { top: viewport.height / 2 - 90, left: Math.max(12, viewport.width / 2 - 160) };
  return (
    <>
      {target ? (
        <div
          className="tour__ring"
          aria-hidden="true"
          style={{
            top: target.top - 6,
            left: target.left - 6,
            width: target.width + 12,
            height: target.height + 12,
          }}
        />
      ) : null}
      <div
        ref={noteRef}
        className="tour__note"
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        tabIndex={-1}
        style={{ top: place.top, left: place.left }}
      >
        <p className="tour__progress">
          {t('tour.progress', { step: index + 1, count: steps.length })}
        </p>
        <h2 id="tour-title" className="tour__title">
          {t(`tour.steps.${step.id}.title`)}
        </h2>
        <p id="tour-text" className="tour__text">
          {t(`tour.steps.${step.id}.text`)}
        </p>
        <div className="tour__actions">
          <button type="button" className="link-button" onClick={end}>
            {t('tour.skip')}
          </button>
          {index > 0 ? (
            <button type="button" className="button" onClick={() => go(index - 1)}>
              {t('tour.back')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={() => (last ? end() : go(index + 1))}
          >
            {last ? t('tour.finish') : t('tour.next')}
          </button>
        </div>
      </div>
    </>
  );
}
