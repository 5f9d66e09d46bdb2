import { useCallback, useEffect, useState } from 'react';

export type ElementSize = { width: number; height: number };

// The content box of an element, in whole pixels, settled for `debounceMs` after the last resize
// (spec §9 chart and table resize debounce). Whole pixels and an unchanged size keep the same
// state, so a child sized from it cannot make the element resize again and again. The ref is a
// callback, so an element that appears later (inside a modal that opens) is measured too.
export function useElementSize<T extends HTMLElement>(debounceMs = 300) {
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((el: T | null) => setElement(el), []);
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const apply = (width: number, height: number) =>
      setSize((old) => {
        const next = { width: Math.floor(width), height: Math.floor(height) };
        return old.width === next.width && old.height === next.height ? old : next;
      });
    const style = getComputedStyle(element);
    const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) || 0;
    const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) || 0;
    apply(element.clientWidth - padX, element.clientHeight - padY);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { width: element.clientWidth - padX, height: element.clientHeight - padY };
    const observer = new ResizeObserver((entries) => {
      const rect = entries[0]?.contentRect;
      if (!rect) return;
      clearTimeout(timer);
      // A box that got narrower is followed at once, so what is drawn in it never sticks out
      // while a resize settles; growing waits for the debounce.
      if (rect.width < last.width) apply(rect.width, rect.height);
      else timer = setTimeout(() => apply(rect.width, rect.height), debounceMs);
      last = { width: rect.width, height: rect.height };
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, debounceMs]);
  return [ref, size] as const;
}

export function useElementWidth<T extends HTMLElement>(debounceMs = 300) {
  const [ref, size] = useElementSize<T>(debounceMs);
  return [ref, size.width] as const;
}
