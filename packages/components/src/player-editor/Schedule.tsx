import { parseTime } from '@internationalized/date';
import {
  dateLocks,
  endIsNextDay,
  isoToWallClock,
  resolveEnd,
  type StreamSettings,
  StreamType,
  type WallClock,
  wallClockToIso,
} from '@smuc/sdk';
import { Label, TimeField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DayField } from '../ui/DayField';
import { SegmentInput } from '../ui/SegmentInput';
import { TimeZonePicker } from '../ui/TimeZonePicker';
import { useEditor, useEditorState } from './context';

const pad = (n: number) => String(n).padStart(2, '0');

/** Re-reads an instant's wall clock in another zone (a zone change keeps what the user typed). */
function moveZone(iso: string | null, from: string, to: string): string | null {
  return iso ? wallClockToIso(isoToWallClock(iso, from), to) : null;
}

/**
 * Start date and time, the playback's end time and the time zone (001 §3-§5): values are wall
 * clocks in the stream's time zone; an end time not after the start rolls to the next day with a
 * warning; closed streams, full storage and running live broadcasts lock what 001 §4 says.
 */
export function Schedule() {
  const { t } = useTranslation();
  const { store, storage, readOnly } = useEditor();
  const draft = useEditorState((s) => s.draft) as StreamSettings;
  const saved = useEditorState((s) => s.saved);
  const startError = useEditorState((s) => s.error?.field === 'start_date');
  const tz = draft.timezone;
  const locks = dateLocks(
    { type: saved?.type ?? draft.type, stream_status: saved?.stream_status ?? 0 },
    storage,
  );
  const start: WallClock | null = draft.start_date ? isoToWallClock(draft.start_date, tz) : null;
  const end: WallClock | null = draft.end_date ? isoToWallClock(draft.end_date, tz) : null;
  const playback = draft.type === StreamType.playback;

  const setStart = (wall: WallClock) =>
    store.getState().edit((d) => {
      const startIso = wallClockToIso(wall, d.timezone);
      const endTime = d.end_date ? isoToWallClock(d.end_date, d.timezone).time : null;
      const endIso =
        d.type === StreamType.playback && endTime
          ? resolveEnd(startIso, endTime, d.timezone).end
          : d.end_date;
      return { ...d, start_date: startIso, end_date: endIso };
    });
  const setEndTime = (time: string) =>
    store
      .getState()
      .edit((d) => (d.start_date ? { ...d, end_date: resolveEnd(d.start_date, time, d.timezone).end } : d));
  const setZone = (next: string) =>
    store.getState().edit((d) => ({
      ...d,
      timezone: next,
      start_date: moveZone(d.start_date, d.timezone, next),
      end_date: moveZone(d.end_date, d.timezone, next),
    }));

  const startLocked = readOnly || locks.start;
  return (
    <div className="schedule">
      <TimeZonePicker
        value={tz}
        onChange={setZone}
        isDisabled={readOnly || locks.start}
        label={t('playerEditor.fields.timezone')}
        hint={t('playerEditor.fields.timezoneHint')}
      />
      <div className="row">
        <DayField
          label={t('playerEditor.fields.startDate')}
          value={start?.date ?? null}
          onChange={(date) => date && setStart({ date, time: start?.time ?? '12:00' })}
          isDisabled={startLocked}
          isInvalid={startError}
        />
        <TimeField
          className="field"
          value={start ? parseTime(start.time) : null}
          onChange={(v) =>
            v &&
            setStart({
              date: start?.date ?? new Date().toISOString().slice(0, 10),
              time: `${pad(v.hour)}:${pad(v.minute)}`,
            })
          }
          isDisabled={startLocked}
          isInvalid={startError}
          hourCycle={24}
          granularity="minute"
        >
          <Label>{t('playerEditor.fields.startTime')}</Label>
          <SegmentInput className="input date-input time-input" />
        </TimeField>
        {playback && (
          <TimeField
            className="field"
            value={end ? parseTime(end.time) : null}
            onChange={(v) => v && setEndTime(`${pad(v.hour)}:${pad(v.minute)}`)}
            isDisabled={readOnly || locks.end || !start}
            hourCycle={24}
            granularity="minute"
          >
            <Label>{t('playerEditor.fields.endTime')}</Label>
            <SegmentInput className="input date-input time-input" />
          </TimeField>
        )}
      </div>
      {playback && endIsNextDay(draft.start_date, draft.end_date, tz) && (
        <p className="alert alert-warning" role="status">
          {t('playerEditor.fields.endNextDay')}
        </p>
      )}
      {locks.start && locks.end && <p className="muted">{t('playerEditor.fields.datesLocked')}</p>}
      {locks.start && !locks.end && <p className="muted">{t('playerEditor.fields.startLocked')}</p>}
    </div>
  );
}
