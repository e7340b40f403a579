import { describe, expect, it } from 'vitest';
import { estimateMvp } from '#shared/mvp-calculator';
import {
  completeSelection,
  initialMvpState,
  mvpCalculatorReducer,
  type MvpCalculatorAction,
  type MvpCalculatorState,
} from '#web/features/home/components/mvp-calculator/mvp-calculator-state';

const run = (actions: MvpCalculatorAction[], from: MvpCalculatorState = initialMvpState) =>
  actions.reduce(mvpCalculatorReducer, from);

describe('the MVP calculator steps (docs/product.md §4)', () => {
  it('walks platform, features, design and timeline to the result', () => {
    const state = run([
      { type: 'platform', platform: 'android' },
      { type: 'advance', from: 1 },
      { type: 'toggleFeature', feature: 'chat' },
      { type: 'toggleFeature', feature: 'payment' },
      { type: 'advance', from: 2 },
      { type: 'design', design: 'premium' },
      { type: 'advance', from: 3 },
      { type: 'timeline', timeline: '1-3' },
      { type: 'advance', from: 4 },
    ]);
    expect(state.step).toBe(5);
    expect(completeSelection(state)).toEqual({
      platform: 'android',
      features: ['chat', 'payment'],
      design: 'premium',
      timeline: '1-3',
    });
    // (8000 + 4000 + 3500) × 1.2 × 1.6 × 1.2 = 35,712; 80% and 120%, rounded.
    expect(estimateMvp(completeSelection(state)!)).toEqual({
      minCost: 28570,
      maxCost: 42854,
      duration: '1-3 months',
    });
  });

  it('toggles a feature off when it is chosen again', () => {
    const state = run([
      { type: 'toggleFeature', feature: 'auth' },
      { type: 'toggleFeature', feature: 'api' },
      { type: 'toggleFeature', feature: 'auth' },
    ]);
    expect(state.selection.features).toEqual(['api']);
  });

  it('ignores a delayed advance once the visitor has gone back', () => {
    const state = run([
      { type: 'platform', platform: 'web' },
      { type: 'advance', from: 1 },
      { type: 'design', design: 'basic' },
      { type: 'back' },
      { type: 'advance', from: 3 },
    ]);
    expect(state.step).toBe(1);
  });

  it('goes back one step at a time and never below step 1', () => {
    const atTimeline: MvpCalculatorState = { ...initialMvpState, step: 4 };
    expect(run([{ type: 'back' }], atTimeline).step).toBe(3);
    expect(run([{ type: 'back' }]).step).toBe(1);
  });

  it('starts over at step 1 with nothing chosen', () => {
    const state = run([
      { type: 'platform', platform: 'ios' },
      { type: 'advance', from: 1 },
      { type: 'startOver' },
    ]);
    expect(state).toEqual(initialMvpState);
  });

  it('has no complete selection until platform, design and timeline are chosen', () => {
    expect(completeSelection(run([{ type: 'platform', platform: 'web' }]))).toBeUndefined();
  });
});
