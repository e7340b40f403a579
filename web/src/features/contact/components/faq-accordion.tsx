import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Faq } from '#shared/content/schemas';

/** docs/product.md §2 Contact: the FAQ accordion, one answer open at a time. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      data-testid="faq-accordion"
    >
      {faqs.map((faq, index) => {
        const open = faq.id === openId;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={faq.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:text-blue-700 dark:text-white dark:hover:text-blue-300"
              >
                {faq.question}
                <ChevronDown
                  className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-sm leading-relaxed text-slate-600 dark:text-slate-400"
            >
              {faq.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
