/** A paper as a user describes it; every field but the title may be missing or empty. */
export interface PaperInput {
  title?: string;
  abstract?: string;
  keywords?: readonly string[];
  theme?: string;
}

/** A published paper of the training corpus (one line of papers-train.jsonl.gz). */
export interface CorpusPaper extends PaperInput {
  id: string;
  venue: string;
  year: number;
}

/** A corpus paper with the catalog venue it was published at. */
export interface LabelledPaper<T extends CorpusPaper = CorpusPaper> {
  paper: T;
  venueId: string;
}

/** Receives the matcher's progress and warnings; the matcher itself never prints. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** A logger that drops everything, for callers that do not care. */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined };
