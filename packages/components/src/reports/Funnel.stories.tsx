import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, loading } from '../../../../.storybook/handlers';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import tableCss from '../ui/data-table.css?inline';
import { Funnel } from './Funnel';
import './texts';

/**
 * The funnel (issue 34 §2) on its own, from the request mock's recorded `GET /report/funnel` of the
 * demo account: bars (Tab moves from bar to bar) with the numbers in the table beside them, and the
 * filtered invalid traffic apart. `width` narrows the frame to the editor's side panel or a phone.
 */
const meta = {
  title: 'Reports/Funnel',
  parameters: { smuc: { api: true } },
  args: { lang: 'en' },
  argTypes: { lang: { control: 'inline-radio', options: LANGUAGES } },
  render: ({ width = 960, ...args }) => (
    <AreaRoot {...args} css={tableCss}>
      <div className="card" style={{ maxInlineSize: width }}>
        <Funnel query={{ start: '2026-10-01', end: '2026-11-30' }} scope="All players" />
      </div>
    </AreaRoot>
  ),
} satisfies Meta<AreaProps & { width?: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arabic: bars grow from the right, numbers isolated left to right. */
export const RightToLeft: Story = { args: { lang: 'ar' } };

/** A 375 px phone: bars above the table, whose rows stack. */
export const Narrow: Story = { args: { width: 343 } };

/** The answer is pending: a loading skeleton (ui/WidgetState) of the chart's height. */
export const Loading: Story = { parameters: { msw: [loading('report/funnel')] } };

/** The server answers 500: the funnel says so, the page around it stays. */
export const ServerError: Story = { parameters: { msw: [failing('report/funnel')] } };
