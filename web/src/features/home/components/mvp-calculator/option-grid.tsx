import { Check } from 'lucide-react';

export interface Option<T extends string> {
  value: T;
  label: string;
  description: string;
}

interface OptionGridProps<T extends string> {
  legend: string;
  options: Option<T>[];
  isSelected: (value: T) => boolean;
  onChoose: (value: T) => void;
  columns?: 2 | 3 | 4;
}

/** A step's choices as large toggle buttons (single choice or, for features, several). */
export function OptionGrid<T extends string>({
  legend,
  options,
  isSelected,
  onChoose,
  columns = 2,
}: OptionGridProps<T>) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[
    columns
  ];
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <div className={`mt-4 grid gap-3 ${grid}`}>
        {options.map((option) => {
          const selected = isSelected(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={selected}
              onClick={() => onChoose(option.value)}
              className={`relative rounded-xl border-2 p-4 text-left transition-colors ${
                selected
                  ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-500/10'
                  : 'border-slate-200 bg-white hover:border-blue-400 dark:border-slate-700 dark:bg-slate-950 dark:hover:border-blue-500'
              }`}
            >
              <span className="block pr-6 font-semibold text-slate-900 dark:text-white">
                {option.label}
              </span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                {option.description}
              </span>
              {selected && (
                <Check
                  className="absolute top-4 right-4 size-5 text-blue-600 dark:text-blue-400"
                  aria-hidden="true"
                />
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
