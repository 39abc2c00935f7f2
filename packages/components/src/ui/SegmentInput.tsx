import { useEffect, useRef } from 'react';
import { DateInput, DateSegment } from 'react-aria-components';
import { flushSync } from 'react-dom';

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
 * The typed segments of a React Aria `DateField` or `TimeField` (month/day/year, hour/minute), each
 * digit rendered before the next key arrives ({@link relayTypingSynchronously}). Place it inside the
 * field, after its `Label`; `className` styles the group (`input date-input`, `time-input`).
 */
export function SegmentInput({ className }: { className: string }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => (group.current ? relayTypingSynchronously(group.current) : undefined), []);
  return (
    <DateInput ref={group} className={className}>
      {(segment) => <DateSegment segment={segment} />}
    </DateInput>
  );
}
