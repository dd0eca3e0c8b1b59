import { useNavigate, Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { comparePath, planPath } from '../../../config/paths';
import { MAX_COMPARED, MIN_COMPARED, tooManyComparedMessage } from '../utils/compare-selection';

type CompareBarProps = {
  analysisId: string;
  selected: readonly string[];
  isRefused: boolean;
  onClear: () => void;
};

/**
 * Kept in view at the bottom of the results: how many venues are ticked, "Compare" once two to four
 * are, and the plan of the analysis's deadlines, which takes the ticked venues along.
 */
export function CompareBar({ analysisId, selected, isRefused, onClear }: CompareBarProps) {
  const navigate = useNavigate();
  const canCompare = selected.length >= MIN_COMPARED && selected.length <= MAX_COMPARED;
  return (
    <section
      aria-label="Compare venues"
      className="sticky bottom-0 z-30 mt-4 rounded-t-2xl border border-slate-200 bg-white p-3 shadow-lg"
    >
      {isRefused ? (
        <div className="mb-3">
          <FormAlert tone="error">{tooManyComparedMessage}</FormAlert>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected.length === 0
            ? `Tick ${MIN_COMPARED} to ${MAX_COMPARED} venues to compare them.`
            : `${selected.length} selected`}
        </p>
        <button
          type="button"
          className={buttonClassName()}
          disabled={!canCompare}
          onClick={() => void navigate(comparePath(analysisId, selected))}
        >
          Compare
        </button>
        {selected.length > 0 ? (
          <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={onClear}>
            Clear
          </button>
        ) : null}
        <Link to={planPath(analysisId, selected)} className={buttonClassName({ variant: 'secondary' })}>
          Plan submissions
        </Link>
      </div>
    </section>
  );
}
