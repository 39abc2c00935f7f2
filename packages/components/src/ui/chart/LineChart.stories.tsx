import type { Meta, StoryObj } from '@storybook/react-vite';
import css from '../../reports/reports.css?inline';
import { AreaRoot } from '../../shell/AreaRoot';
import { LineChart, type LineChartData } from './LineChart';

const DAY_S = 86_400;

/** `days` daily values from `start` (UTC date) with a weekly rhythm; `lift` raises the trend. */
function days(start: string, count: number, lift: number) {
  const first = Date.parse(`${start}T00:00:00Z`) / 1000;
  const x = Array.from({ length: count }, (_, i) => first + i * DAY_S);
  const values = x.map((_, i) =>
    Math.round(300 + lift * i + 120 * Math.sin((i * 2 * Math.PI) / 7) + ((i * 31) % 47)),
  );
  return { x, values };
}

const current = days('2026-10-26', 30, 8);
const previous = days('2026-09-26', 30, 2);

const reportChart: LineChartData = {
  x: current.x,
  lines: [
    { label: 'Impressions', values: current.values },
    { label: 'Previous period', values: previous.values, faint: true },
  ],
  xLabel: 'Date',
  locale: 'en',
};

const meta = {
  title: 'UI/LineChart',
  component: LineChart,
  args: { data: reportChart, height: 220, ariaLabel: 'Impressions per day with the previous period' },
  // The reports styles carry uPlot's stylesheet.
  decorators: [
    (Story) => (
      <AreaRoot css={css}>
        <div className="card report-chart" style={{ maxInlineSize: 760 }}>
          <Story />
        </div>
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report chart: the range and the faint previous period. */
export const WithPreviousPeriod: Story = {};

/** One line only, in German number format. */
export const SingleLine: Story = {
  args: {
    data: {
      ...reportChart,
      lines: [{ label: 'Käufe', values: current.values.map((v) => Math.round(v / 40)) }],
      locale: 'de',
    },
    ariaLabel: 'Käufe pro Tag',
  },
};
