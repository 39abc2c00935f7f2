import type { Limitations, Plan } from '@smuc/sdk';

type PlanLimits = Omit<Limitations, 'liveStreaming'>;

/**
 * What each plan allows (000 §6, 001 §4). Minutes and impressions per month; -1 is unlimited.
 * Payment integration is for Business and Enterprise only (000 §6).
 */
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: {
    dashboardStats: false,
    maxStorageMinutes: 60,
    maxViewerMinutes: 1_000,
    maxImpressions: 10_000,
    paymentIntegration: false,
    broadcaster: 'local',
    streamingSoftware: false,
    prerecordedVideoStreaming: false,
    watermarkRemoval: false,
    customBranding: false,
    chat: true,
    buttonColor: false,
    textColor: false,
    cover: false,
    googleAnalytics: false,
    multiChannel: 1,
    chatModeration: false,
  },
  basic: {
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
  },
  business: {
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
  },
  enterprise: {
    dashboardStats: true,
    maxStorageMinutes: -1,
    maxViewerMinutes: -1,
    maxImpressions: -1,
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
    multiChannel: -1,
    chatModeration: true,
  },
};

/** Display names of the plans. */
export const PLAN_NAMES: Record<Plan, string> = {
  free: 'Free',
  basic: 'Basic',
  business: 'Business',
  enterprise: 'Enterprise',
};

/** Limitations of an account: its plan's (Free when it has none) plus the live allow-list flag. */
export function limitationsOf(account: { plan: Plan | null; allowLive: boolean }): Limitations {
  return { ...PLAN_LIMITS[account.plan ?? 'free'], liveStreaming: account.allowLive };
}
