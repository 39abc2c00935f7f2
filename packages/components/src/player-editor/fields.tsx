import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from './context';

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

/** A labelled native select. */
export function Select<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string; disabled?: boolean }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled switch (a native checkbox), with an optional plan lock beside it. */
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
  lock?: string;
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
        disabled={disabled || lock !== undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {lock && <PlanLock feature={lock} />}
      {hint && (
        <span id={`${id}-hint`} className="muted hint toggle-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** "Not in your plan" with a button that opens the upgrade-my-plan modal (001 §2, §4). */
export function PlanLock({ feature }: { feature: string }) {
  const { t } = useTranslation();
  const { upgrade, readOnly } = useEditor();
  return (
    <span className="plan-lock">
      <Lock size={14} aria-hidden />
      <span className="visually-hidden">{t('playerEditor.plan.locked')}</span>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={readOnly}
        aria-label={`${t('playerEditor.plan.upgrade')}: ${t(`playerEditor.plan.features.${feature}`)}`}
        onClick={() => upgrade(feature)}
      >
        {t('playerEditor.plan.upgrade')}
      </button>
    </span>
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
