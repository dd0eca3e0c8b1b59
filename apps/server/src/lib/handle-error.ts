import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from './app-error.ts';
import type { Logger } from './logger.ts';

/** The one place errors become HTTP answers: known ones keep their code, the rest hide their details. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error.status >= 500) logger.error({ err: error.cause ?? error, path: c.req.path }, error.message);
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      const body = {
        code: error.publicCode ?? error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
      };
      return c.json(body, error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return c.json({ code, message: error.message || 'Bad request.' }, error.status);
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }, 500);
  };
}
