import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import css from '../dashboard/dashboard.css?inline';
import { AreaRoot } from '../shell/AreaRoot';
import { Skeleton, WidgetEmpty, WidgetError } from './WidgetState';

/** The error, empty and loading states every dashboard widget shows (000 §2). */
const meta = {
  title: 'UI/WidgetState',
  component: WidgetError,
  args: { onRetry: fn() },
  decorators: [
    (Story) => (
      <AreaRoot css={css}>
        <div className="card" style={{ maxInlineSize: 480 }}>
          <Story />
        </div>
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof WidgetError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error state: the spec's message and a retry. */
export const Default: Story = {};

type State = 'error' | 'empty' | 'loading';

/** Every state of a widget, switched by the `state` control; `height` sizes the skeleton. */
export const Playground: StoryObj<{ state: State; height: number; onRetry: () => void }> = {
  args: { state: 'loading', height: 180 },
  argTypes: {
    state: { control: 'inline-radio', options: ['error', 'empty', 'loading'] },
    height: { control: { type: 'range', min: 40, max: 400, step: 10 }, description: 'Skeleton height, px' },
  },
  render: ({ state, height, onRetry }) =>
    state === 'error' ? (
      <WidgetError onRetry={onRetry} />
    ) : state === 'empty' ? (
      <WidgetEmpty />
    ) : (
      <Skeleton height={height} />
    ),
};

/** No data for the range. */
export const Empty: Story = {
  render: () => <WidgetEmpty />,
};

/** Loading: a skeleton shaped like the content. */
export const Loading: Story = {
  render: () => <Skeleton height={180} />,
};
