import { messages } from './messages.ts';

/**
 * The message for a password the strength estimator refuses: the standard sentence, then the
 * estimator's warning and suggestions, so the form can say what to change.
 */
export function weakPasswordMessage(feedback: {
  warning: string | null;
  suggestions: readonly string[];
}): string {
  return [messages.passwordTooCommon, feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
}
