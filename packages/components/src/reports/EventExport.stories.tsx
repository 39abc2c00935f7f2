import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { API_PATH } from '../../../../.storybook/fixtures';
import { failing } from '../../../../.storybook/handlers';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { EventExport } from './EventExport';
import css from './reports.css?inline';
import './texts';

const TOTAL = 10_000;
const CHUNKS = 40;

/** `GET /report/events` answered slowly, a chunk of CSV lines every 150 ms, so the progress shows. */
const slowEvents = http.get(`*${API_PATH}/report/events`, () => {
  const encoder = new TextEncoder();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) controller.enqueue(encoder.encode('ID;Player ID;Time (UTC)\r\n'));
      if (sent >= CHUNKS) return controller.close();
      await new Promise((r) => setTimeout(r, 150));
      const lines = Array.from(
        { length: TOTAL / CHUNKS },
        (_, i) => `e${sent * 1000 + i};1;2026-11-01T00:00:00.000Z\r\n`,
      );
      controller.enqueue(encoder.encode(lines.join('')));
      sent += 1;
    },
  });
  return new HttpResponse(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="events_2026-11-01_2026-11-28.csv"',
      'x-total-count': String(TOTAL),
      'x-time-zone': 'UTC',
    },
  });
});

/**
 * The raw event export of the reports page (issue 34 §3) on its own: press the button to see the
 * progress bar fill as the request mock streams 10,000 rows.
 */
const meta = {
  title: 'Reports/EventExport',
  parameters: { smuc: { api: true }, msw: [slowEvents] },
  args: { lang: 'en' },
  argTypes: { lang: { control: 'inline-radio', options: LANGUAGES } },
  render: (args) => (
    <AreaRoot {...args} css={css}>
      <div className="reports-page">
        <EventExport from="2026-11-01" to="2026-11-28" />
      </div>
    </AreaRoot>
  ),
} satisfies Meta<AreaProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arabic: the row mirrors, numbers are written in the language's digits. */
export const RightToLeft: Story = { args: { lang: 'ar' } };

/** The server answers 500: the press ends in an error toast. */
export const ServerError: Story = { parameters: { msw: [failing('report/events')] } };
