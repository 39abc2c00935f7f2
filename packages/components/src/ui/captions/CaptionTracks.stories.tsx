import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, failing, loading } from '../../../../../.storybook/handlers';
import { type AreaProps, AreaRoot } from '../../shell/AreaRoot';
import { CaptionTracks } from './CaptionTracks';
import { CueEditor } from './CueEditor';

/** A video id as the server gives them (32 hex digits); the request mock answers any. */
const VIDEO_ID = '1efce695bfa48a2c31e808ebdd8828c9';

/**
 * The caption tracks of one video (issue 34 §1) on their own, from the request mock
 * (`.storybook/handlers.ts`): English uploaded, German a generated draft. Choose a `.vtt` or
 * `.srt` file to add or replace a track (a file without a `-->` timing line is refused with the
 * server's line text); the editor's video panel and each recording show the same list.
 */
const meta = {
  title: 'UI/CaptionTracks',
  parameters: { smuc: { api: true } },
  args: { lang: 'en' },
  argTypes: { lang: { control: 'inline-radio', options: LANGUAGES } },
  render: (args) => (
    <AreaRoot {...args} css="">
      <div style={{ maxInlineSize: 520 }}>
        <CaptionTracks videoId={VIDEO_ID} />
      </div>
    </AreaRoot>
  ),
} satisfies Meta<AreaProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arabic: the rows mirror; language names in Arabic. */
export const RightToLeft: Story = { args: { lang: 'ar' } };

/** Hungarian. */
export const Hungarian: Story = { args: { lang: 'hu' } };

/** No track yet: every language offers Add. */
export const Empty: Story = { parameters: { msw: [answer(`media/video/${VIDEO_ID}/captions`, [])] } };

/** The list is loading. */
export const Loading: Story = { parameters: { msw: [loading(`media/video/${VIDEO_ID}/captions`)] } };

/** The server answers 500: the error state with Retry. */
export const ServerError: Story = { parameters: { msw: [failing(`media/video/${VIDEO_ID}/captions`)] } };

/** The German track as the mock lists it: a generated draft. */
const GERMAN_DRAFT = {
  language: 'de' as const,
  url: '',
  cues: 3,
  bytes: 120,
  source: 'generated' as const,
  draft: true,
  updated_at: '2026-11-20T10:00:00.000Z',
};

/**
 * The cue editor open on the generated German draft (Edit on its row opens it): each cue's start,
 * end and text, Add a cue, Save (the draft stays a draft) and Close.
 */
export const EditingDraft: Story = {
  render: (args) => (
    <AreaRoot {...args} css="">
      <div style={{ maxInlineSize: 640 }}>
        <CueEditor videoId={VIDEO_ID} track={GERMAN_DRAFT} onSaved={() => {}} onClose={() => {}} />
      </div>
    </AreaRoot>
  ),
};

/** The cue editor in Arabic: labels mirror, times stay left to right. */
export const EditingRightToLeft: Story = { ...EditingDraft, args: { lang: 'ar' } };
