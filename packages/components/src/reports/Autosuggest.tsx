import { AUTOSUGGEST_DEBOUNCE_MS } from '@smuc/sdk';
import { useEffect, useId, useState } from 'react';
import { useDebounced } from './useDebounced';

/**
 * A text input that suggests names from `suggest(text)` after the input rests for 300 ms
 * (000 §5 Reports), offered through a native `<datalist>` (keyboard and screen-reader support of
 * the browser). Failed lookups leave the previous suggestions.
 */
export function Autosuggest({
  label,
  name,
  value,
  onChange,
  suggest,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  suggest: (text: string, signal: AbortSignal) => Promise<string[]>;
}) {
  const id = useId();
  const [options, setOptions] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const text = useDebounced(value, AUTOSUGGEST_DEBOUNCE_MS);
  useEffect(() => {
    if (!touched) return;
    const controller = new AbortController();
    suggest(text, controller.signal).then(
      (list) => !controller.signal.aborted && setOptions(list),
      () => {},
    );
    return () => controller.abort();
  }, [text, touched, suggest]);
  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        name={name}
        className="input"
        list={`${id}-list`}
        autoComplete="off"
        maxLength={128}
        value={value}
        onFocus={() => setTouched(true)}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={`${id}-list`} data-testid={`${name}-suggestions`}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </div>
  );
}
