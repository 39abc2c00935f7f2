import { useEffect, useState } from 'react';

/** `value` after it has stayed the same for `delayMs` (the autosuggest debounce, 000 §5). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
