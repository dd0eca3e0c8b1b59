/** What a paper's file says about it; a field is absent when the file does not show it. */
export type PaperFields = {
  title?: string;
  abstract?: string;
  keywords?: string[];
};
