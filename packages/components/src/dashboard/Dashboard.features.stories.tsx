import { dashboardReportSchema } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../../../../.storybook/fixtures';
import { answer, failing, loading } from '../../../../.storybook/handlers';
import { clearDashboardCache } from './cache';
import { Dashboard } from './Dashboard';

const meta = {
  title: 'Dashboard/Dashboard/Features',
  component: Dashboard,
  parameters: { smuc: { api: true } },
  argTypes: { container: { table: { disable: true } } },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arabic: the whole area mirrors (`dir="rtl"`), numbers and dates follow the locale. */
export const RightToLeft: Story = {
  args: { lang: 'ar' },
};

/** Under 768 px: two players per carousel page and the widgets stacked. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smucMobile', isRotated: false } },
};

/** Between 768 and 900 px: the widget grid falls back to one column. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Hungarian number and date formats. */
export const Hungarian: Story = {
  args: { lang: 'hu' },
};

/**
 * No server answers: every widget shows its error state with a retry. Port 9 is one browsers refuse
 * to call, so the request fails at once and never leaves the machine. The players cache is cleared
 * first, or the carousel would show the last players it saw.
 */
export const ServerUnreachable: Story = {
  args: { apiBase: 'http://127.0.0.1:9/smucrestapi/v2' },
  beforeEach: () => clearDashboardCache(),
};

/** Every widget still loading: the skeletons. */
export const Loading: Story = {
  parameters: { msw: [loading()] },
  beforeEach: () => clearDashboardCache(),
};

/** The server answers 500: every widget shows its error state with a retry. */
export const ServerError: Story = {
  parameters: { msw: [failing()] },
  beforeEach: () => clearDashboardCache(),
};

/** Some of the range's impressions were invalid traffic (bots, no viewer token): the chart says how many. */
export const FilteredTraffic: Story = {
  parameters: {
    msw: [
      answer(
        'report/dashboard',
        (() => {
          const report = fixture('report/dashboard', dashboardReportSchema);
          return { ...report, totals: { ...report.totals, filtered_impressions: 214 } };
        })(),
      ),
    ],
  },
  beforeEach: () => clearDashboardCache(),
};
