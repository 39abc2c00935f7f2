import { parseDate } from '@internationalized/date';
import { useEffect, useMemo, useRef } from 'react';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { flushSync } from 'react-dom';

/** Reads an ISO day, or nothing for a blank one. */
const day = (iso: string | null | undefined) => (iso ? parseDate(iso) : undefined);

/**
 * Relays each typed character (`beforeinput`) inside `group` to its segment again, inside
 * `flushSync`, so the segment's update is rendered before the next key arrives.
 *
 * Why: React Aria reads typed digits from a native `beforeinput` listener. React gives an update
 * made in a native listener the priority of `window.event`, and the DOM leaves `window.event`
 * undefined for listeners inside a shadow tree, where every area renders. So the update was a
 * default-priority, time-sliced render; on a slow CPU (4× throttled Chromium, a busy CI machine)
 * the next key's listener still saw the old segment, and "11" typed into the month kept "1"
 * (2026-01-16 instead of 2026-11-16 in the reports' start date). Returns the cleanup.
 */
function relayTypingSynchronously(group: HTMLElement): () => void {
  let relaying = false;
  const relay = (event: Event) => {
    const e = event as InputEvent;
    // Composition text cannot be cancelled; React Aria restores the DOM on its `input` event.
    if (relaying || e.inputType === 'insertCompositionText') return;
    const segment = e.composedPath()[0];
    if (!(segment instanceof HTMLElement) || segment === group) return;
    e.preventDefault();
    e.stopPropagation();
    relaying = true;
    try {
      flushSync(() => {
        segment.dispatchEvent(
          new InputEvent('beforeinput', {
            data: e.data,
            inputType: e.inputType,
            bubbles: true,
            cancelable: true,
            composed: true,
          }),
        );
      });
    } finally {
      relaying = false;
    }
  };
  group.addEventListener('beforeinput', relay, { capture: true });
  return () => group.removeEventListener('beforeinput', relay, { capture: true });
}

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
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => (group.current ? relayTypingSynchronously(group.current) : undefined), []);
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
      <DateInput ref={group} className="input date-input">
        {(segment) => <DateSegment segment={segment} />}
      </DateInput>
    </DateField>
  );
}
