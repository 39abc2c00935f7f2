import { LANGUAGES, type PlanInfo } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AreaRoot } from '../shell/AreaRoot';
import { UpgradeLink } from './Packages';
import { PlanTable } from './PlanTable';
import css from './packages.css?inline';
import { StorageWarningModal } from './StorageWarningModal';
import { UpgradeModal } from './UpgradeModal';

const limits = (over: Partial<PlanInfo['limits']>): PlanInfo['limits'] => ({
  dashboardStats: true,
  maxStorageMinutes: 600,
  maxViewerMinutes: 20_000,
  maxImpressions: 200_000,
  paymentIntegration: false,
  broadcaster: 'local',
  streamingSoftware: true,
  prerecordedVideoStreaming: true,
  watermarkRemoval: false,
  customBranding: true,
  chat: true,
  buttonColor: true,
  textColor: true,
  cover: true,
  googleAnalytics: true,
  multiChannel: 3,
  chatModeration: true,
  ...over,
});

/** The four plans as `GET /plans` answers them (the rows migration 0010 seeds). */
const PLANS: PlanInfo[] = [
  {
    id: 'free',
    name: 'Free',
    limits: limits({
      dashboardStats: false,
      maxStorageMinutes: 60,
      maxViewerMinutes: 1_000,
      maxImpressions: 10_000,
      streamingSoftware: false,
      prerecordedVideoStreaming: false,
      customBranding: false,
      buttonColor: false,
      textColor: false,
      cover: false,
      googleAnalytics: false,
      multiChannel: 1,
      chatModeration: false,
    }),
  },
  { id: 'basic', name: 'Basic', limits: limits({}) },
  {
    id: 'business',
    name: 'Business',
    limits: limits({
      maxStorageMinutes: 3_000,
      maxViewerMinutes: 100_000,
      maxImpressions: 2_000_000,
      paymentIntegration: true,
      watermarkRemoval: true,
    }),
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    limits: limits({
      maxStorageMinutes: -1,
      maxViewerMinutes: -1,
      maxImpressions: -1,
      paymentIntegration: true,
      watermarkRemoval: true,
      multiChannel: -1,
    }),
  },
];

/**
 * The plans side by side as the packages page shows them (`<smuc-packages>` loads them from
 * `GET /plans`); rendered from fixed rows, no server needed. The element itself is the
 * `Packages/Element` story.
 */
const meta = {
  title: 'Packages/PlanTable',
  component: PlanTable,
  args: { plans: PLANS, current: 'basic', language: 'en' },
  argTypes: {
    current: { control: 'inline-radio', options: [null, 'free', 'basic', 'business', 'enterprise'] },
    language: { control: 'inline-radio', options: LANGUAGES },
  },
  decorators: [
    (Story, { args }) => (
      <AreaRoot css={css} lang={args.language}>
        <div className="packages-page">
          <div className="packages-head">
            <h1>Packages</h1>
            <UpgradeLink href="https://pricing.example/plans" />
          </div>
          <Story />
        </div>
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof PlanTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Basic account: its card is marked "Current plan". */
export const Default: Story = {};

/** No package yet (the package gate's case): no card is marked. */
export const NoPlan: Story = { args: { current: null } };

/** Arabic: the cards mirror, numbers follow the locale. */
export const RightToLeft: Story = { args: { language: 'ar' } };

/** 375 px: the cards stack. */
export const Mobile: Story = { globals: { viewport: { value: 'smucMobile', isRotated: false } } };

/** The upgrade-plan modal (000 §4) every plan limit opens, with what was blocked. */
export const UpgradePlanModal: Story = {
  render: () => (
    <UpgradeModal
      isOpen
      onClose={fn()}
      pricingUrl="https://pricing.example/plans"
      reason="“Google Analytics” is not part of your current plan. Upgrade to use it."
    />
  ),
};

/** The storage warning modal (000 §4 storage state 1): less than 180 minutes left of the plan's 600. */
export const StorageWarningNear: Story = {
  render: () => (
    <StorageWarningModal
      storedMinutes={470}
      maxStorageMinutes={600}
      pricingUrl="https://pricing.example/plans"
    />
  ),
};

/** Storage state 2: the stored minutes reached the maximum. */
export const StorageWarningFull: Story = {
  render: () => (
    <StorageWarningModal
      storedMinutes={612}
      maxStorageMinutes={600}
      pricingUrl="https://pricing.example/plans"
    />
  ),
};
