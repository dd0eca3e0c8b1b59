import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

/**
 * The lowest zxcvbn score (0–4) a new password must reach. 3 means an estimated 10^8 guesses or more:
 * out of reach of online guessing, and slow to crack offline against a salted slow hash.
 */
export const minPasswordScore = 3;

/** What the estimator makes of one password. */
export interface PasswordStrength {
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** Whether the score reaches `minPasswordScore`. */
  isStrongEnough: boolean;
  /** Why the password is weak, in English; null when there is nothing specific to say. */
  warning: string | null;
  /** How to make it stronger, in English. */
  suggestions: string[];
}

// Building the ranked dictionaries takes a noticeable fraction of a second, so it waits for the first
// estimate instead of slowing every import of this module.
let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
    // The work grows steeply with length and with characters that have l33t readings ('1', '@', '$'):
    // at the defaults one 128-character password costs seconds of CPU on the server. A 64-character
    // prefix that is hard to guess makes the whole password hard to guess.
    maxLength: 64,
    l33tMaxSubstitutions: 8,
  });
  return estimator;
}

/**
 * Estimates how guessable a password is, counting words of the account (`userInputs`: its e-mail, name…)
 * as the first ones an attacker would try. The server decides with it; the web shows its feedback.
 */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  const result = getEstimator().check(password, [...userInputs]);
  return {
    score: result.score,
    isStrongEnough: result.score >= minPasswordScore,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}
