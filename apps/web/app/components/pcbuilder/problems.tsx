import type { BuildProblem } from '@shop/contracts';
import { useT } from '../../i18n/i18n';
import { alertIcon, Icon } from '../ui/icons';
import { problemText } from './texts';

/** An error: an octagon with a cross. Warnings get the triangle: shape and word, not colour alone. */
const errorIcon = <path d="M7.86 2h8.28L22 7.86v8.28L16.14 22H7.86L2 16.14V7.86ZM15 9l-6 6M9 9l6 6" />;

/** The problems the API reported for a slot or a part, errors first, each with its severity's word. */
export function ProblemList({ problems, className = '' }: { problems: BuildProblem[]; className?: string }) {
  const t = useT();
  if (problems.length === 0) return null;
  const sorted = [...problems].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  return (
    <ul className={`flex flex-col gap-1.5 ${className}`}>
      {sorted.map((problem) => {
        const error = problem.severity === 'error';
        return (
          <li
            key={`${problem.code}-${problem.slots.join('-')}`}
            data-problem={problem.code}
            data-severity={problem.severity}
            className={`flex items-start gap-2 rounded-lg border px-2.5 py-2 text-sm ${
              error
                ? 'border-rose-300 bg-rose-50 text-rose-900'
                : 'border-dashed border-amber-400 bg-amber-50 text-amber-900'
            }`}
          >
            <Icon shape={error ? errorIcon : alertIcon} className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">
              <strong className="font-bold">{t(error ? 'pcbuilder.error' : 'pcbuilder.warning')}: </strong>
              {problemText(t, problem)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
