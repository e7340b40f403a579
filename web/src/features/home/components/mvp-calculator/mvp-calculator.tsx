import { Calculator } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  mvpDesigns,
  mvpFeatures,
  mvpPlatforms,
  mvpTimelines,
  type MvpDesign,
  type MvpFeature,
  type MvpPlatform,
  type MvpTimeline,
} from '#shared/mvp-calculator';
import { LeadModal } from './lead-modal';
import {
  autoAdvanceMs,
  completeSelection,
  initialMvpState,
  mvpCalculatorReducer,
  type MvpStep,
} from './mvp-calculator-state';
import { MvpResult } from './mvp-result';
import { OptionGrid, type Option } from './option-grid';
import { StepProgress } from './step-progress';
import { ToolHeading } from '../tool-heading';

const platformNotes: Record<MvpPlatform, string> = {
  web: 'A responsive web application for any browser',
  ios: 'A native app for iPhone and iPad',
  android: 'A native app for Android phones',
  'cross-platform': 'iOS and Android from one codebase',
};
const designNotes: Record<MvpDesign, string> = {
  basic: 'A clean, functional interface from proven components',
  standard: 'A custom design in your brand, polished for mobile',
  premium: 'A bespoke design system with motion and illustration',
};

const options = <K extends string>(
  record: Record<K, { label: string }>,
  describe: (key: K) => string,
): Option<K>[] =>
  (Object.keys(record) as K[]).map((key) => ({
    value: key,
    label: record[key].label,
    description: describe(key),
  }));

const platformOptions = options(mvpPlatforms, (key) => platformNotes[key]);
const featureOptions = options(
  mvpFeatures,
  (key) => `Adds ${mvpFeatures[key].label.toLowerCase()}`,
);
const designOptions = options(mvpDesigns, (key) => designNotes[key]);
const timelineOptions = options(mvpTimelines, (key) => mvpTimelines[key].note);

/** The MVP cost calculator (docs/product.md §4, §9), the last section of the home page. */
export function MvpCalculator() {
  const [state, dispatch] = useReducer(mvpCalculatorReducer, initialMvpState);
  const [leadOpen, setLeadOpen] = useState(false);
  const [leadSent, setLeadSent] = useState(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { step, selection } = state;
  const complete = completeSelection(state);

  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  /** Records a single choice, then moves on after the product's 300 ms. */
  function chooseAndAdvance(action: Parameters<typeof dispatch>[0], from: MvpStep) {
    dispatch(action);
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => dispatch({ type: 'advance', from }), autoAdvanceMs);
  }

  function back() {
    clearTimeout(advanceTimer.current);
    dispatch({ type: 'back' });
  }

  return (
    <section
      aria-labelledby="mvp-calculator-title"
      className="py-16 sm:py-24"
      data-testid="mvp-calculator"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <ToolHeading id="mvp-calculator-title" icon={Calculator} title="MVP Cost Calculator">
          Answer four quick questions to get a ballpark cost and timeline for your minimum viable
          product.
        </ToolHeading>

        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <StepProgress step={step} />
          <div className="mt-8">
            {step === 1 && (
              <OptionGrid
                legend="Which platform do you need?"
                options={platformOptions}
                isSelected={(value) => selection.platform === value}
                onChoose={(platform: MvpPlatform) =>
                  chooseAndAdvance({ type: 'platform', platform }, 1)
                }
              />
            )}
            {step === 2 && (
              <>
                <OptionGrid
                  legend="Which features do you need? Choose any."
                  options={featureOptions}
                  columns={4}
                  isSelected={(value) => selection.features.includes(value)}
                  onChoose={(feature: MvpFeature) => dispatch({ type: 'toggleFeature', feature })}
                />
                <StepButtons
                  onBack={back}
                  onContinue={() => dispatch({ type: 'advance', from: 2 })}
                />
              </>
            )}
            {step === 3 && (
              <>
                <OptionGrid
                  legend="What level of design do you want?"
                  options={designOptions}
                  columns={3}
                  isSelected={(value) => selection.design === value}
                  onChoose={(design: MvpDesign) => chooseAndAdvance({ type: 'design', design }, 3)}
                />
                <StepButtons onBack={back} />
              </>
            )}
            {step === 4 && (
              <>
                <OptionGrid
                  legend="When do you need it?"
                  options={timelineOptions}
                  columns={3}
                  isSelected={(value) => selection.timeline === value}
                  onChoose={(timeline: MvpTimeline) =>
                    chooseAndAdvance({ type: 'timeline', timeline }, 4)
                  }
                />
                <StepButtons onBack={back} />
              </>
            )}
            {step === 5 && complete && (
              <MvpResult
                selection={complete}
                leadSent={leadSent}
                onGetEstimate={() => setLeadOpen(true)}
                onBack={back}
                onStartOver={() => {
                  setLeadSent(false);
                  dispatch({ type: 'startOver' });
                }}
              />
            )}
          </div>
        </div>
      </div>
      {complete && (
        <LeadModal
          open={leadOpen}
          selection={complete}
          onClose={() => setLeadOpen(false)}
          onSent={() => {
            setLeadOpen(false);
            setLeadSent(true);
          }}
        />
      )}
    </section>
  );
}

function StepButtons({ onBack, onContinue }: { onBack: () => void; onContinue?: () => void }) {
  return (
    <div className="mt-6 flex justify-between gap-3">
      <button
        type="button"
        onClick={onBack}
        className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300"
      >
        Back
      </button>
      {onContinue && (
        <button
          type="button"
          onClick={onContinue}
          className="rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
        >
          Continue
        </button>
      )}
    </div>
  );
}
