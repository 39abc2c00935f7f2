import type { Meta, StoryObj } from '@storybook/react-vite';
import { AreaRoot } from '../shell/AreaRoot';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { value: 1, max: 3, label: 'Deletion in progress' },
  // The bar's look comes from the tokens and base styles every AreaRoot carries.
  decorators: [
    (Story) => (
      <AreaRoot css="">
        <div style={{ maxInlineSize: 480 }}>
          <Story />
        </div>
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { value: 640, max: 1024, label: 'Uploading video' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 1024, step: 1 }, description: 'Same unit as max.' },
    max: { control: { type: 'number', min: 0 }, description: 'Zero shows an empty bar.' },
    label: { control: 'text', description: 'Accessible name of the progressbar.' },
  },
};
