import {
  countWords,
  limits,
  PaperAbstractSchema,
  PaperBasicsSchema,
  PaperKeywordsSchema,
  suggestedKeywords,
  type PaperInput,
} from '@venuescout/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useKeywordSuggestions } from '../api/suggest-keywords';
import { addKeywords, KeywordInput } from './keyword-input';

const steps = ['Basic information', 'Abstract', 'Keywords'] as const;
const stepSchemas: z.ZodType[] = [PaperBasicsSchema, PaperAbstractSchema, PaperKeywordsSchema];
const emptyPaper: PaperInput = { title: '', theme: '', abstract: '', keywords: [] };

export type PaperWizardProps = {
  isSubmitting: boolean;
  serverError?: string;
  serverFieldErrors?: Partial<Record<string, string>>;
  /** The paper the form starts from (a draft, an analysis to edit, an imported PDF); empty otherwise. */
  initialPaper?: PaperInput;
  /** Called with the paper after each change the researcher makes, not on the first render. */
  onChange?: (paper: PaperInput) => void;
  onSubmit: (paper: PaperInput) => void;
};

/** The three-step paper form: Continue validates the step, Previous keeps what was typed. */
export function PaperWizard({
  isSubmitting,
  serverError,
  serverFieldErrors = {},
  initialPaper = emptyPaper,
  onChange,
  onSubmit,
}: PaperWizardProps) {
  const [step, setStep] = useState(0);
  const [completed, setCompleted] = useState<boolean[]>([false, false, false]);
  const [paper, setPaper] = useState<PaperInput>(initialPaper);
  const updatePaper = (next: PaperInput) => {
    setPaper(next);
    onChange?.(next);
  };
  const hasText = `${paper.title}${paper.abstract}`.trim() !== '';
  // The paper stays in the browser until the researcher submits it or asks for their field's keywords,
  // which sends its text: the specification's list is offered until then.
  const [isFieldAsked, setIsFieldAsked] = useState(false);
  const fieldQuery = useKeywordSuggestions(paper, step === 2 && hasText && isFieldAsked);
  const fieldSuggestions = fieldQuery.data?.keywords ?? [];
  // The specification's list stands for a paper whose field is unknown; while the field's own terms are
  // on their way, nothing is offered rather than the list flashing by.
  const suggestions =
    fieldSuggestions.length > 0 ? fieldSuggestions : fieldQuery.isFetching ? [] : suggestedKeywords;
  const [keywordDraft, setKeywordDraft] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const shownErrors = { ...serverFieldErrors, ...errors };
  const fieldsRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // Moving between steps puts the cursor in the new step's first field, so a keyboard user types on
  // rather than tabbing back through the page; the first render leaves focus where the page put it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    fieldsRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [step]);
  const words = countWords(paper.abstract);
  const isOverLimit = words > limits.abstractMaxWords;

  const validateStep = (candidate: PaperInput) => {
    const result = stepSchemas[step]!.safeParse(candidate);
    if (result.success) {
      setErrors({});
      return true;
    }
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    return false;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A keyword typed but not yet confirmed with Enter is the researcher's too: add it, don't drop it.
    const candidate =
      step === 2 && keywordDraft.trim() !== ''
        ? { ...paper, keywords: addKeywords(paper.keywords, keywordDraft) }
        : paper;
    if (candidate !== paper) {
      updatePaper(candidate);
      setKeywordDraft('');
    }
    if (!validateStep(candidate)) return;
    setCompleted((current) => current.map((done, index) => done || index === step));
    if (step < steps.length - 1) setStep(step + 1);
    else onSubmit(candidate);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6">
      <ol className="grid grid-cols-3 gap-2" aria-label="Steps">
        {steps.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={`rounded-lg border px-3 py-2 text-sm ${index === step ? 'border-indigo-600 bg-indigo-50 font-semibold text-indigo-900' : 'border-slate-200 text-slate-600'}`}
          >
            <span className="block text-xs">
              Step {index + 1}
              {completed[index] ? ' · done' : ''}
            </span>
            {label}
          </li>
        ))}
      </ol>
      {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
      <div ref={fieldsRef}>
        {step === 0 ? (
          <div className="space-y-4">
            <TextField
              label="Paper title"
              value={paper.title}
              error={shownErrors.title}
              onChange={(event) => updatePaper({ ...paper, title: event.target.value })}
            />
            <TextField
              label="Main theme/domain"
              value={paper.theme}
              hint="For example: Natural language processing"
              error={shownErrors.theme}
              onChange={(event) => updatePaper({ ...paper, theme: event.target.value })}
            />
          </div>
        ) : null}
        {step === 1 ? (
          <div className="space-y-2">
            <TextAreaField
              label="Abstract"
              rows={10}
              value={paper.abstract}
              error={shownErrors.abstract}
              onChange={(event) => updatePaper({ ...paper, abstract: event.target.value })}
            />
            <p
              aria-live="polite"
              className={`text-sm ${isOverLimit ? 'font-semibold text-red-700' : 'text-slate-600'}`}
              data-testid="word-counter"
            >
              {words} / {limits.abstractMaxWords} words
            </p>
          </div>
        ) : null}
        {step === 2 && hasText && !isFieldAsked ? (
          <p className="text-sm text-slate-600">
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => setIsFieldAsked(true)}
            >
              Suggest keywords from my paper&rsquo;s field
            </button>{' '}
            Sends the title, theme and abstract to VenueScout for this answer only; nothing is stored.
          </p>
        ) : null}
        {step === 2 ? (
          <KeywordInput
            keywords={paper.keywords}
            draft={keywordDraft}
            suggestions={suggestions}
            onDraftChange={setKeywordDraft}
            error={shownErrors.keywords}
            onChange={(keywords) => {
              updatePaper({ ...paper, keywords });
              // The message was about the keywords as they were; once they change it no longer holds.
              setErrors(({ keywords: _stale, ...rest }) => rest);
            }}
          />
        ) : null}
      </div>
      <div className="flex justify-between gap-3">
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          disabled={step === 0 || isSubmitting}
          onClick={() => {
            setErrors({});
            setStep(step - 1);
          }}
        >
          Previous
        </button>
        <button type="submit" className={buttonClassName()} disabled={isSubmitting}>
          {step < steps.length - 1 ? 'Continue' : isSubmitting ? 'Finding Matches' : 'Find Matching CFPs'}
        </button>
      </div>
    </form>
  );
}
