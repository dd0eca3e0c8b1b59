import { FormAlert } from '../../../components/ui/form-alert';

type DraftNoticeProps = {
  /** The title of the analysis being edited, or null for a paper typed earlier and restored. */
  editedTitle: string | null;
  onStartOver: () => void;
};

/** Says the wizard opened with a paper already in it, and offers an empty one instead. */
export function DraftNotice({ editedTitle, onStartOver }: DraftNoticeProps) {
  return (
    <FormAlert tone="info">
      <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span>
          {editedTitle === null
            ? 'Draft restored'
            : `Editing a copy of “${editedTitle}”: finding matches creates a new analysis and keeps the old one.`}
        </span>
        <button
          type="button"
          onClick={onStartOver}
          className="rounded font-medium text-indigo-800 underline hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Start over
        </button>
      </span>
    </FormAlert>
  );
}
