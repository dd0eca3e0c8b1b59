import type { PaperInput } from '@venuescout/contracts';
import { useState } from 'react';
import { findPaperDraft } from '../utils/paper-draft';
import { DraftNotice } from './draft-notice';
import { PaperWizard, type PaperWizardProps } from './paper-wizard';

type RestoredPaperWizardProps = Omit<PaperWizardProps, 'initialPaper'> & {
  userId: string;
  /** The title of the analysis the draft was copied from, if it was. */
  editedTitle: string | null;
  /** A paper just read from a file, which the wizard starts from instead of the draft. */
  importedPaper?: PaperInput;
  onStartOver: () => void;
};

/** The wizard, starting from the user's draft in this browser when there is one, and saying so. */
export function RestoredPaperWizard({
  userId,
  editedTitle,
  importedPaper,
  onStartOver,
  ...wizard
}: RestoredPaperWizardProps) {
  // Read once: from here on the wizard holds the paper, and the draft only follows it.
  const [restored] = useState(() => (importedPaper ? null : findPaperDraft(window.localStorage, userId)));
  return (
    <>
      {restored ? (
        <div className="mb-6">
          <DraftNotice editedTitle={editedTitle} onStartOver={onStartOver} />
        </div>
      ) : null}
      <PaperWizard {...wizard} initialPaper={importedPaper ?? restored ?? undefined} />
    </>
  );
}
