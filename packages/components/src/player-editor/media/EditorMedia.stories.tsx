import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayerEditor } from '../PlayerEditor';

/**
 * The editor's media parts (issue 5) from the demo account's recorded answers (request mock, `.storybook/handlers.ts`), on seeded players of the demo
 * account: the photo-ad images (upload, crop, reorder, remove), the ad images (agency logo, ad
 * background, featured image), the social video panel of a simple video, and the font select.
 */
const meta = {
  title: 'PlayerEditor/Media',
  component: PlayerEditor,
  parameters: { smuc: { api: true } },
  args: { streamId: 13 },
  argTypes: { container: { table: { disable: true } } },
} satisfies Meta<typeof PlayerEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Spring Lookbook Photo Ad": logo, agency logo, ad background and up to 5 photos. */
export const PhotoAd: Story = {};

/** "Headphones Half Page" (300x600 video ad): tick the featured image for its 300x351 crop. */
export const VideoAd: Story = { args: { streamId: 10 } };

/** "How to Style a Scarf" (simple video): covers, and the social video panel beside the form. */
export const SimpleVideo: Story = { args: { streamId: 7 } };

/** Right to left. */
export const Arabic: Story = { args: { streamId: 13, lang: 'ar' } };
