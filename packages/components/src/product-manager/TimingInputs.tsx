import { formatTime, parseTime, TIMING_RANGES } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import type { FeedDraft } from './draft';

/**
 * Product timing (001 §3/§5): the pinned and first ranges as `hh:mm:ss` (hours 0-99, minutes and
 * seconds 0-59). A valid time is zero padded when the field is left.
 */
export function TimingInputs({
  draft,
  name,
  onChange,
}: {
  draft: FeedDraft;
  name: string;
  onChange: (draft: FeedDraft) => void;
}) {
  const { t } = useTranslation();
  const labels = { pinned_from: 'pinnedRange', first_from: 'firstRange' } as const;
  const input = (field: keyof FeedDraft, label: string) => (
    <input
      className="input time-input num"
      value={String(draft[field])}
      placeholder={t('productManager.timeHint')}
      aria-label={label}
      inputMode="numeric"
      maxLength={8}
      onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
      onBlur={(e) => {
        const sec = parseTime(e.target.value);
        if (sec !== null && !Number.isNaN(sec)) onChange({ ...draft, [field]: formatTime(sec) ?? '' });
      }}
    />
  );
  return (
    <fieldset className="timing">
      <legend>{t('productManager.timing')}</legend>
      {TIMING_RANGES.map((r) => {
        const range = t(`productManager.${labels[r.from]}`);
        return (
          <div className="timing-range" key={r.from}>
            <span className="label">{range}</span>
            {input(r.from, t('productManager.rangeStart', { range, name }))}
            <span aria-hidden>–</span>
            {input(r.to, t('productManager.rangeEnd', { range, name }))}
          </div>
        );
      })}
    </fieldset>
  );
}
