import { formatWesternNumber } from './number-format';

// docs/product.md §9 "MVP calculator": estimate = (base + features) × platform × design × timeline, shown
// as a range of 80% to 120%, rounded, in US dollars. Free of zod, so the calculator renders
// without it; the lead form's schema checks a selection against these same tables.

export const mvpBaseCost = 8000;

export const mvpPlatforms = {
  web: { label: 'Web App', multiplier: 1 },
  ios: { label: 'iOS App', multiplier: 1.2 },
  android: { label: 'Android App', multiplier: 1.2 },
  'cross-platform': { label: 'Cross-Platform', multiplier: 1.4 },
} as const;

export const mvpFeatures = {
  auth: { label: 'User Authentication', cost: 2000 },
  chat: { label: 'Real-time Chat', cost: 4000 },
  payment: { label: 'Payment Integration', cost: 3500 },
  dashboard: { label: 'Admin Dashboard', cost: 5000 },
  api: { label: 'API Integration', cost: 2500 },
  security: { label: 'Advanced Security', cost: 3000 },
  notifications: { label: 'Push Notifications', cost: 1500 },
  geolocation: { label: 'Geolocation', cost: 2000 },
} as const;

export const mvpDesigns = {
  basic: { label: 'Basic', multiplier: 1 },
  standard: { label: 'Standard', multiplier: 1.3 },
  premium: { label: 'Premium', multiplier: 1.6 },
} as const;

export const mvpTimelines = {
  '1-3': { label: '1-3 months', note: 'Rush delivery', multiplier: 1.2 },
  '3-6': { label: '3-6 months', note: 'Standard pace', multiplier: 1 },
  '6+': { label: '6+ months', note: '10% discount', multiplier: 0.9 },
} as const;

export type MvpPlatform = keyof typeof mvpPlatforms;
export type MvpFeature = keyof typeof mvpFeatures;
export type MvpDesign = keyof typeof mvpDesigns;
export type MvpTimeline = keyof typeof mvpTimelines;

export interface MvpSelection {
  platform: MvpPlatform;
  features: MvpFeature[];
  design: MvpDesign;
  timeline: MvpTimeline;
}

export interface MvpEstimate {
  minCost: number;
  maxCost: number;
  /** The chosen timeline, e.g. '3-6 months'. */
  duration: string;
}

/** The estimate, or undefined until platform, design and timeline are all chosen. */
export function estimateMvp(selection: Partial<MvpSelection>): MvpEstimate | undefined {
  const { platform, design, timeline } = selection;
  if (!platform || !design || !timeline) return undefined;
  const featureCost = [...new Set(selection.features ?? [])].reduce(
    (sum, feature) => sum + mvpFeatures[feature].cost,
    0,
  );
  const estimate =
    (mvpBaseCost + featureCost) *
    mvpPlatforms[platform].multiplier *
    mvpDesigns[design].multiplier *
    mvpTimelines[timeline].multiplier;
  return {
    minCost: Math.round(estimate * 0.8),
    maxCost: Math.round(estimate * 1.2),
    duration: mvpTimelines[timeline].label,
  };
}

/** docs/product.md §9: shown in USD without decimals, e.g. '$12,480' (by hand: number-format.ts). */
export const formatUsd = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${formatWesternNumber(Math.abs(amount))}`;

/** The range as the calculator shows it, e.g. '$13,440 - $20,160'. */
export const formatEstimateRange = (estimate: Pick<MvpEstimate, 'minCost' | 'maxCost'>) =>
  `${formatUsd(estimate.minCost)} - ${formatUsd(estimate.maxCost)}`;

/** The labels of a selection's choices, as the calculator names them. */
export function selectionLabels(selection: MvpSelection) {
  return {
    platform: mvpPlatforms[selection.platform].label,
    features: selection.features.map((feature) => mvpFeatures[feature].label),
    design: mvpDesigns[selection.design].label,
    timeline: mvpTimelines[selection.timeline].label,
  };
}
