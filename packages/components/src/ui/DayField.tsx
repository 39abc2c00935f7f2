import { parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { DateField, Label } from 'react-aria-components';
import { SegmentInput } from './SegmentInput';

/** Reads an ISO day, or nothing for a blank one. */
const day = (iso: string | null | undefined) => (iso ? parseDate(iso) : undefined);

/**
 * A labelled calendar day in the area's language (React Aria's `DateField`: "28.11.2026" in
 * German, "11/28/2026" in English), not the browser's as a native `<input type="date">` writes
 * it (issue 30). Values are ISO days (`YYYY-MM-DD`); `onChange` gets `''` once every segment is
 * cleared (a half-typed day keeps the last whole one until it is complete again). `min`/`max` mark a day outside them invalid. `name` adds a hidden form input
 * carrying the ISO day. Include `ui/date-field.css` in the area's styles.
 */
export function DayField({
  label,
  value,
  onChange,
  name,
  min,
  max,
  isDisabled,
  isInvalid,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string) => void;
  name?: string;
  min?: string;
  max?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
}) {
  // The same date objects while the ISO days stay: React Aria compares its bounds by reference.
  const current = useMemo(() => day(value) ?? null, [value]);
  const minValue = useMemo(() => day(min), [min]);
  const maxValue = useMemo(() => day(max), [max]);
  return (
    <DateField
      className="field"
      value={current}
      onChange={(v) => onChange(v ? v.toString() : '')}
      name={name}
      minValue={minValue}
      maxValue={maxValue}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      granularity="day"
      // Out-of-range days are marked (aria-invalid), not checked by the browser on submit: the
      // owning area decides what a form may send.
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <SegmentInput className="input date-input" />
    </DateField>
  );
}
