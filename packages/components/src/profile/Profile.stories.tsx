import { LANGUAGES, type Limitations, type User, ValidationError } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { AreaRoot } from '../shell/AreaRoot';
import { ProfileView } from './Profile';
import css from './profile.css?inline';

const LIMITS: Limitations = {
  dashboardStats: true,
  maxStorageMinutes: 3_000,
  maxViewerMinutes: 100_000,
  maxImpressions: 2_000_000,
  paymentIntegration: true,
  broadcaster: 'local',
  streamingSoftware: true,
  prerecordedVideoStreaming: true,
  watermarkRemoval: true,
  customBranding: true,
  chat: true,
  buttonColor: true,
  textColor: true,
  cover: true,
  googleAnalytics: true,
  multiChannel: 3,
  chatModeration: true,
  liveStreaming: true,
};

const DAY = 86_400_000;
/** The moment the stories are drawn for: ten days into a 30-day period. */
const NOW = Date.UTC(2026, 10, 11, 12);

/** A Business account billed per viewer minutes, as `GET /user/me` answers it. */
const USER: User = {
  user_id: 1,
  firstname: 'Dora',
  lastname: 'Demo',
  email: 'demo@smuc.test',
  company: 'Demo Shop Ltd.',
  country: 'HU',
  city: 'Budapest',
  postcode: '1051',
  address: 'Október 6. utca 7.',
  phone: '+36 1 234 5678',
  tax_number: null,
  package: { plan: 'business', name: 'Business' },
  billing_period: {
    from: new Date(NOW - 10 * DAY).toISOString(),
    to: new Date(NOW + 20 * DAY).toISOString(),
  },
  monthly_fee: null,
  static_cpm_price: null,
  video_cpm_price: null,
  impression_based: false,
  language: 'en',
  limitations: LIMITS,
  masqueraded: false,
  staff: false,
};

/** The view inside its area root, in the chosen language. */
function ProfileStory({ lang = 'en', ...props }: ComponentProps<typeof ProfileView> & { lang?: string }) {
  return (
    <AreaRoot css={css} lang={lang}>
      <ProfileView {...props} />
    </AreaRoot>
  );
}

const wait = () => new Promise((r) => setTimeout(r, 400));

/**
 * Account Details as `<smuc-profile>` draws it, from a fixed user, no server needed: saving
 * succeeds after a moment, except an e-mail of "taken@example.com" (the server's 422 at the field)
 * and a current password other than "demo1234" (wrong current password).
 */
const meta = {
  title: 'Profile/Account details',
  component: ProfileStory,
  args: {
    user: USER,
    now: NOW,
    onSave: async (input) => {
      await wait();
      if (input.email === 'taken@example.com')
        throw new ValidationError('taken', {
          status: 422,
          errors: { email: ['This email address is already used by another account!'] },
        });
      return {
        ...USER,
        firstname: input.first_name,
        lastname: input.last_name,
        email: input.email,
        country: input.country,
        postcode: input.zip,
        city: input.city,
        address: input.address,
        company: input.company || null,
        tax_number: input.tax_number || null,
        phone: input.phone || null,
      };
    },
    onChangePassword: async (input) => {
      await wait();
      if (input.current_password !== 'demo1234')
        throw new ValidationError('wrong', {
          status: 422,
          errors: { current_password: ['The current password is not correct!'] },
        });
      return { ended_sessions: 1 };
    },
  },
  argTypes: {
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
} satisfies Meta<typeof ProfileStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A viewer-minute account: plan, renewal date and billing period bar, both forms. */
export const Default: Story = {};

/** An impression-based account also sees its monthly fee and CPM prices in EUR. */
export const ImpressionBased: Story = {
  args: {
    user: {
      ...USER,
      impression_based: true,
      monthly_fee: 490,
      static_cpm_price: 1.25,
      video_cpm_price: 4.5,
    },
  },
};

/** A masqueraded session: saving is disabled and the change-password form is not shown (000 §6). */
export const Masqueraded: Story = { args: { user: { ...USER, masqueraded: true } } };

/** An account that has not filled the form yet: Save shows the required-field messages. */
export const Empty: Story = {
  args: {
    user: {
      ...USER,
      firstname: '',
      lastname: '',
      country: null,
      city: null,
      postcode: null,
      address: null,
      company: null,
      phone: null,
    },
  },
};

/** Arabic: the page mirrors, country names and dates follow the language. */
export const RightToLeft: Story = { args: { lang: 'ar' } };

/** 375 px: the fields stack in one column. */
export const Mobile: Story = { globals: { viewport: { value: 'smucMobile', isRotated: false } } };
