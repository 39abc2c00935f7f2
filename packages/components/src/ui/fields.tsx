import type { ReactNode } from 'react';

/** A labelled text or URL input; `error` marks it invalid and names the message by id. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  maxLength,
  type = 'text',
  error,
  hint,
  multiline = false,
  disabled,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength?: number;
  type?: 'text' | 'url' | 'email';
  error?: boolean;
  hint?: string;
  multiline?: boolean;
  disabled?: boolean;
}) {
  const described = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    className: 'input',
    value: value ?? '',
    maxLength,
    onBlur,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <span id={described} className="muted hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled integer input; blank reads as `null`. */
export function NumberInput({
  id,
  label,
  value,
  onChange,
  min,
  max,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  error?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        disabled={disabled}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : Math.trunc(Number(e.target.value)))}
      />
    </div>
  );
}

/**
 * A labelled switch (a native checkbox). `lock`, when given, is shown beside it and turns the switch
 * off for input (e.g. the editor's "not in your plan" button).
 */
export function Toggle({
  id,
  label,
  checked,
  onChange,
  disabled,
  lock,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  lock?: ReactNode;
  hint?: string;
}) {
  return (
    <div className="toggle-row">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled || Boolean(lock)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {lock}
      {hint && (
        <span id={`${id}-hint`} className="muted hint toggle-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A titled group of fields inside a section. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
