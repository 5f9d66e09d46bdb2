import { useEffect, useRef, useState } from 'react';

// Width of an element, settled for 300 ms after the last resize (spec §9 chart and table resize debounce).
export function useElementWidth<T extends HTMLElement>(debounceMs = 300) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? 0;
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(next), debounceMs);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [debounceMs]);
  return [ref, width] as const;
}
