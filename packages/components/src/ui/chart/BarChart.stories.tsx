import type { Meta, StoryObj } from '@storybook/react-vite';
import css from '../../dashboard/dashboard.css?inline';
import { AreaRoot } from '../../shell/AreaRoot';
import { BarChart, type BarSeries } from './BarChart';

const DAY_S = 86_400;

/** `days` daily buckets from `start` (UTC date), with a weekly rhythm and a rising trend. */
function dailySeries(start: string, days: number): Pick<BarSeries, 'x' | 'y'> {
  const first = Date.parse(`${start}T00:00:00Z`) / 1000;
  const x = Array.from({ length: days }, (_, i) => first + i * DAY_S);
  const y = x.map((_, i) =>
    Math.round(420 + i * 9 + 160 * Math.sin((i * 2 * Math.PI) / 7) + ((i * 37) % 53)),
  );
  return { x, y };
}

/** Twelve monthly buckets of viewer counts. */
function monthlySeries(year: number): Pick<BarSeries, 'x' | 'y'> {
  const x = Array.from({ length: 12 }, (_, m) => Date.UTC(year, m, 1) / 1000);
  const y = [8120, 7640, 9310, 10250, 11890, 10420, 9080, 9770, 12660, 14020, 17450, 21380];
  return { x, y };
}

const thisMonth: BarSeries = {
  ...dailySeries('2026-03-01', 31),
  label: 'Viewers',
  xLabel: 'Date',
  bucket: 'day',
  locale: 'en',
};

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  args: { series: thisMonth, height: 240, ariaLabel: 'Viewers per day this month' },
  // The dashboard styles carry uPlot's stylesheet and the chart's legend styles.
  decorators: [
    (Story) => (
      <AreaRoot css={css}>
        <div className="card" style={{ maxInlineSize: 760 }}>
          <Story />
        </div>
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    series: { ...monthlySeries(2025), label: 'Viewers', xLabel: 'Month', bucket: 'month', locale: 'de' },
    height: 300,
    ariaLabel: 'Viewers per month last year',
  },
  argTypes: {
    series: {
      control: 'object',
      description: 'x: bucket starts in seconds since epoch; y: counts; bucket `day` or `month`.',
    },
    height: { control: { type: 'range', min: 120, max: 480, step: 20 }, description: 'px' },
    ariaLabel: { control: 'text' },
  },
};
