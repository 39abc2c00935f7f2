import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { AreaRoot } from '../shell/AreaRoot';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 10, links: 3, onChange: fn() },
  // The texts come from the area's i18n instance, so the piece renders inside an AreaRoot.
  decorators: [
    (Story) => (
      <AreaRoot css="">
        <Story />
      </AreaRoot>
    ),
  ],
  // Clicking a page moves `page`, as the owning area would.
  render: function Render(args) {
    const [, updateArgs] = useArgs<typeof args>();
    return (
      <Pagination
        {...args}
        onChange={(page) => {
          args.onChange(page);
          updateArgs({ page });
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { page: 5, totalPages: 20, links: 6 },
  argTypes: {
    page: { control: { type: 'number', min: 1, step: 1 }, description: '1-based current page.' },
    totalPages: {
      control: { type: 'number', min: 0, step: 1 },
      description: 'Nothing renders for one page or none.',
    },
    links: { control: 'inline-radio', options: [3, 6, 9], description: 'Size of the page-link window.' },
  },
};
