import type {
  MvpDesign,
  MvpFeature,
  MvpPlatform,
  MvpSelection,
  MvpTimeline,
} from '#shared/mvp-calculator';

// The MVP calculator's steps (docs/product.md §4): 1 platform, 2 features, 3 design, 4 timeline, 5 result.

export type MvpStep = 1 | 2 | 3 | 4 | 5;
export const mvpStepNames = ['Platform', 'Features', 'Design', 'Timeline'] as const;
/** docs/product.md §9: a choice of platform, design or timeline moves on after 300 ms. */
export const autoAdvanceMs = 300;

export interface MvpCalculatorState {
  step: MvpStep;
  selection: Partial<Omit<MvpSelection, 'features'>> & { features: MvpFeature[] };
}

export type MvpCalculatorAction =
  | { type: 'platform'; platform: MvpPlatform }
  | { type: 'toggleFeature'; feature: MvpFeature }
  | { type: 'design'; design: MvpDesign }
  | { type: 'timeline'; timeline: MvpTimeline }
  /** Moves on from `from`; ignored when the visitor has already moved elsewhere. */
  | { type: 'advance'; from: MvpStep }
  | { type: 'back' }
  | { type: 'startOver' };

export const initialMvpState: MvpCalculatorState = { step: 1, selection: { features: [] } };

export function mvpCalculatorReducer(
  state: MvpCalculatorState,
  action: MvpCalculatorAction,
): MvpCalculatorState {
  const { selection } = state;
  switch (action.type) {
    case 'platform':
      return { ...state, selection: { ...selection, platform: action.platform } };
    case 'design':
      return { ...state, selection: { ...selection, design: action.design } };
    case 'timeline':
      return { ...state, selection: { ...selection, timeline: action.timeline } };
    case 'toggleFeature': {
      const features = selection.features.includes(action.feature)
        ? selection.features.filter((feature) => feature !== action.feature)
        : [...selection.features, action.feature];
      return { ...state, selection: { ...selection, features } };
    }
    case 'advance':
      return state.step === action.from && state.step < 5
        ? { ...state, step: (state.step + 1) as MvpStep }
        : state;
    case 'back':
      return state.step > 1 ? { ...state, step: (state.step - 1) as MvpStep } : state;
    case 'startOver':
      return initialMvpState;
  }
}

/** The full selection once platform, design and timeline are chosen, else undefined. */
export function completeSelection(state: MvpCalculatorState): MvpSelection | undefined {
  const { platform, design, timeline, features } = state.selection;
  return platform && design && timeline ? { platform, design, timeline, features } : undefined;
}
