/** The dashboard's envelopes that every concept's answers share (docs/contract.md): a refusal and a page of a list. */

/** Every 4xx answer: a human message and, for bad input, one message per field (422). */
export interface ErrorAnswer {
  message: string;
  errors?: Record<string, string>;
}

/** Paginated list answer: `{ data: { models, pages, dataCount, page } }`. */
export interface Page<T> {
  models: T[];
  pages: number;
  dataCount: number;
  page: number;
}
