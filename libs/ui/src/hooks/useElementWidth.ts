import { useEffect, useRef, useState } from 'react';

export type ElementSize = { width: number; height: number };

// The content box of an element, in whole pixels, settled for `debounceMs` after the last resize
// (spec §9 chart and table resize debounce). Whole pixels and an unchanged size keep the same
// state, so a child sized from it cannot make the element resize again and again.
export function useElementSize<T extends HTMLElement>(debounceMs = 300) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const apply = (width: number, height: number) =>
      setSize((old) => {
        const next = { width: Math.floor(width), height: Math.floor(height) };
        return old.width === next.width && old.height === next.height ? old : next;
      });
    const style = getComputedStyle(el);
    const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) || 0;
    const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) || 0;
    apply(el.clientWidth - padX, el.clientHeight - padY);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[0]?.contentRect;
      if (!rect) return;
      clearTimeout(timer);
      timer = setTimeout(() => apply(rect.width, rect.height), debounceMs);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [debounceMs]);
  return [ref, size] as const;
}

export function useElementWidth<T extends HTMLElement>(debounceMs = 300) {
  const [ref, size] = useElementSize<T>(debounceMs);
  return [ref, size.width] as const;
}
