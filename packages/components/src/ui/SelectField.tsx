/**
 * A labelled native `<select>` (keyboard and screen-reader friendly everywhere). `hideLabel` keeps
 * the label for assistive technology only, for compact widget headers; `disabled` turns the whole
 * field off, an option's `disabled` only that option.
 */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hideLabel = false,
  disabled,
  hint,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string; disabled?: boolean }[];
  onChange: (value: V) => void;
  hideLabel?: boolean;
  disabled?: boolean;
  /** A line under the field that says how it works; it also describes the select. */
  hint?: string;
}) {
  const select = (
    <select
      id={id}
      className="input"
      value={value}
      disabled={disabled}
      aria-describedby={hint ? `${id}-hint` : undefined}
      onChange={(e) => onChange(e.target.value as V)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
  if (hideLabel) {
    return (
      <>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        {select}
      </>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {select}
      {hint && (
        <p id={`${id}-hint`} className="muted hint">
          {hint}
        </p>
      )}
    </div>
  );
}
