import { useState } from 'react';
import { findPaperDraft } from '../utils/paper-draft';
import { DraftNotice } from './draft-notice';
import { PaperWizard, type PaperWizardProps } from './paper-wizard';

type RestoredPaperWizardProps = Omit<PaperWizardProps, 'initialPaper'> & {
  userId: string;
  /** The title of the analysis the draft was copied from, if it was. */
  editedTitle: string | null;
  onStartOver: () => void;
};

/** The wizard, starting from the user's draft in this browser when there is one, and saying so. */
export function RestoredPaperWizard({
  userId,
  editedTitle,
  onStartOver,
  ...wizard
}: RestoredPaperWizardProps) {
  // Read once: from here on the wizard holds the paper, and the draft only follows it.
  const [restored] = useState(() => findPaperDraft(window.localStorage, userId));
  return (
    <>
      {restored ? (
        <div className="mb-6">
          <DraftNotice editedTitle={editedTitle} onStartOver={onStartOver} />
        </div>
      ) : null}
      <PaperWizard {...wizard} initialPaper={restored ?? undefined} />
    </>
  );
}
