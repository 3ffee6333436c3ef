import * as yup from 'yup';

/** The schema's messages, in the page's language (reviews.client.validation). */
export interface ReviewSchemaTexts {
  ratingRequired: string;
  titleRequired: string;
  messageRequired: string;
}

/** docs/contract.md §5: stars, title and message are required ('{field} is required'). */
export const reviewSchemaOf = (texts: ReviewSchemaTexts) =>
  yup.object({
    // 0 means "no star picked yet": the Rate control starts there and returns to it when cleared.
    stars: yup.number().required(texts.ratingRequired).min(0.5, texts.ratingRequired).max(5),
    title: yup.string().trim().required(texts.titleRequired),
    message: yup.string().trim().required(texts.messageRequired),
  });

export type ReviewFormValues = yup.InferType<ReturnType<typeof reviewSchemaOf>>;

export const emptyReview: ReviewFormValues = { stars: 0, title: '', message: '' };
