import { useTranslation } from 'react-i18next';
import { PlanLock } from './PlanLock';

/** The player colour swatches of 001 §9; the hex values are this product's choice. */
export const SWATCHES = {
  primary: '#2563eb',
  lavender: '#9f7aea',
  calamansi: '#c9b52c',
  pink: '#e04f8f',
  lightblue: '#4fb3e0',
  asparagus: '#6b8e4e',
} as const;

/**
 * A colour with a native picker and the spec's swatches; `lock` names the plan feature when the
 * plan does not allow changing it (001 §4: the value is reset by the plan rule).
 */
export function ColorField({
  id,
  label,
  value,
  fallback,
  onChange,
  lock,
  disabled,
}: {
  id: string;
  label: string;
  value: string | null;
  fallback: string;
  onChange: (hex: string) => void;
  lock?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const off = disabled || lock !== undefined;
  const hex = value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
  return (
    <div className="field color-field">
      <label htmlFor={id}>{label}</label>
      <div className="color-row">
        <input
          id={id}
          type="color"
          className="color-input"
          value={hex}
          disabled={off}
          onChange={(e) => onChange(e.target.value)}
        />
        <code className="num">{hex}</code>
        {!off && (
          <ul className="swatches">
            {Object.entries(SWATCHES).map(([name, color]) => (
              <li key={name}>
                <button
                  type="button"
                  className="swatch"
                  style={{ background: color }}
                  aria-pressed={hex.toLowerCase() === color}
                  aria-label={t('playerEditor.fields.useSwatch', {
                    name: t(`playerEditor.fields.swatches.${name}`),
                    field: label,
                  })}
                  onClick={() => onChange(color)}
                />
              </li>
            ))}
          </ul>
        )}
        {lock && <PlanLock feature={lock} />}
      </div>
    </div>
  );
}
