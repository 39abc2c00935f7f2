import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StreamTester } from './StreamTester';

/**
 * `<smuc-stream-tester>`: the stream tester page. It calls no API, so it renders without a server;
 * the players load the sample videos (`/samples/landscape.mp4`, `/samples/portrait.mp4`) from the
 * origin of `apiBase`, the local product server by default. With no server running the players
 * show their empty frames, which still shows the layout of each tab.
 */
const meta = {
  title: 'Stream tester/Element',
  component: StreamTester,
  args: { apiBase: 'http://localhost:8080/smucrestapi/v2', lang: 'en' },
  argTypes: {
    container: { table: { disable: true } },
    token: { table: { disable: true } },
    apiBase: { control: 'text', description: 'REST base; the sample videos come from its origin.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
} satisfies Meta<typeof StreamTester>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Landscape tab first; the other tabs are a click (or an arrow key) away. */
export const Default: Story = {};

/** Hungarian texts. */
export const Hungarian: Story = { args: { lang: 'hu' } };

/** German texts (the longest tab labels). */
export const German: Story = { args: { lang: 'de' } };

/** Arabic: the page mirrors, the arrow keys follow it, and sizes such as 960 × 600 stay left to right. */
export const RightToLeft: Story = { args: { lang: 'ar' } };

/** 375 px: the tabs wrap and the Fit and Fill players stack, scaled down to the page. */
export const Mobile: Story = { globals: { viewport: { value: 'smucMobile', isRotated: false } } };
