/**
 * Sends one e-mail at most once, whichever of several processes scanning at the same time gets to it:
 * `claim` records the e-mail's key (an insert that does nothing when the key is already there) and
 * says whether this process won it; only the winner sends. When sending fails the claim is released,
 * so that a later scan tries again, and the error goes to `onFailure`. Resolves true when it sent.
 */
export async function sendOnce(steps: {
  claim(): Promise<boolean>;
  send(): Promise<void>;
  release(): Promise<void>;
  onFailure(error: unknown): void;
}): Promise<boolean> {
  if (!(await steps.claim())) return false;
  try {
    await steps.send();
    return true;
  } catch (error) {
    await steps.release();
    steps.onFailure(error);
    return false;
  }
}
