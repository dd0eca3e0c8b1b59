import { limits, normalizeKeywords } from '@venuescout/contracts';
import { X } from 'lucide-react';
import { useRef } from 'react';

type KeywordInputProps = {
  keywords: string[];
  onChange: (keywords: string[]) => void;
  /** What is typed but not yet added; the form adds it on submit, so nothing typed is lost. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Keywords to offer, strongest first; the ones chosen already are left out here. */
  suggestions: readonly string[];
  error?: string;
};

const shownSuggestions = 8;
// The schema's limit (PaperKeywordsSchema); a longer one could only be refused later.
const maxKeywordLength = 60;

/**
 * Adds typed text to the keywords: a pasted "a, b; c" becomes three, blanks and repeats (ignoring
 * case) are ignored, and at most five are kept.
 */
export function addKeywords(keywords: string[], text: string): string[] {
  return normalizeKeywords([...keywords, ...text.split(/[,;\n]/)]).slice(0, limits.maxKeywords);
}

/** Keywords: Enter adds what is typed, suggestions click in, at most five. */
export function KeywordInput({
  keywords,
  onChange,
  draft,
  onDraftChange,
  suggestions: offered,
  error,
}: KeywordInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const isFull = keywords.length >= limits.maxKeywords;
  const add = (text: string) => {
    if (isFull) return;
    const added = addKeywords(keywords, text);
    onChange(added);
    onDraftChange('');
    // The suggestion buttons are disabled once five are chosen, and a disabled button drops focus to
    // the page; the keyword field, read-only but focusable, keeps it where the keyboard user was.
    if (added.length >= limits.maxKeywords) inputRef.current?.focus();
  };
  const chosen = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  const suggestions = offered
    .filter((keyword) => !chosen.has(keyword.toLowerCase()))
    .slice(0, shownSuggestions);
  return (
    <div className="space-y-3">
      <label htmlFor="keyword-draft" className="block text-sm font-medium text-slate-800">
        Keywords ({keywords.length}/{limits.maxKeywords})
      </label>
      <input
        id="keyword-draft"
        ref={inputRef}
        value={draft}
        maxLength={maxKeywordLength}
        readOnly={isFull}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'keywords-error' : 'keywords-hint'}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add(draft);
        }}
        placeholder={isFull ? 'Five keywords chosen' : 'Type a keyword and press Enter'}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 read-only:bg-slate-100"
      />
      <p id="keywords-hint" className="text-sm text-slate-600">
        Press Enter to add a keyword, or paste several separated by commas; up to {limits.maxKeywords}.
      </p>
      {error ? (
        <p id="keywords-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {keywords.length > 0 ? (
        <ul aria-label="Chosen keywords" className="flex flex-wrap gap-2">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-indigo-100 py-1 pr-1 pl-3 text-sm text-indigo-900"
            >
              <span className="min-w-0 break-words">{keyword}</span>
              <button
                type="button"
                aria-label={`Remove ${keyword}`}
                onClick={() => onChange(keywords.filter((item) => item !== keyword))}
                className="rounded-full p-1 hover:bg-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">Suggested keywords</p>
        <ul className="flex flex-wrap gap-2">
          {suggestions.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                disabled={isFull}
                onClick={() => add(keyword)}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
              >
                + {keyword}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
