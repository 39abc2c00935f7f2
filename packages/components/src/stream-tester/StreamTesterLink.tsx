import { MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import './texts';

/** The stream tester's route in the host app (000 §2; not in the menu). */
export const STREAM_TESTER_PATH = '/stream-tester';

/**
 * A link to the stream tester (`/stream-tester`) for panels about going live. Raises
 * `smuc-navigate` `{ path: '/stream-tester' }`; when the host handles it (preventDefault) the link
 * does not navigate itself, otherwise it is an ordinary link. Use inside an `AreaRoot`.
 */
export function StreamTesterLink() {
  const { t } = useTranslation();
  const { emit } = useArea();
  return (
    <p className="muted stream-tester-link">
      <a
        href={STREAM_TESTER_PATH}
        onClick={(e) => {
          if (!emit('smuc-navigate', { path: STREAM_TESTER_PATH })) e.preventDefault();
        }}
      >
        <MonitorPlay size={16} aria-hidden /> {t('streamTester.link')}
      </a>{' '}
      {t('streamTester.linkHint')}
    </p>
  );
}
