import { AppError } from '../lib/app-error.ts';

/**
 * Runs a call to the payment provider; any failure (network, outage, a refused request) becomes a 503
 * whose message is safe to show, since the provider's own error may carry account details.
 */
export async function callProvider<T>(
  call: () => Promise<T>,
  message = 'The payment provider could not be reached. Please try again in a moment.',
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const unavailable = new AppError('UNAVAILABLE', message);
    // Kept for the log (the error handler logs the cause of every 5xx), never sent to the caller.
    unavailable.cause = error;
    throw unavailable;
  }
}
