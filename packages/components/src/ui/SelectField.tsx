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
  dir,
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
  /**
   * The options' writing direction when it does not follow the page's: `'ltr'` for names that are
   * Latin in every language (ad platforms, brands), so a right-to-left page does not cut a long one
   * at its start and reorder its words ("& Video 360 / Campaign Manager 360", issue 30).
   */
  dir?: 'ltr' | 'rtl';
}) {
  const select = (
    <select
      id={id}
      className="input"
      value={value}
      disabled={disabled}
      dir={dir}
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
