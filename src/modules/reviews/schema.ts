import * as yup from 'yup';

/** docs/contract.md §5: stars, title and message are required ('{field} is required'). */
export const reviewSchema = yup.object({
  // 0 means "no star picked yet": the Rate control starts there and returns to it when cleared.
  stars: yup.number().required('Rating is required').min(0.5, 'Rating is required').max(5),
  title: yup.string().trim().required('Title is required'),
  message: yup.string().trim().required('Message is required'),
});

export type ReviewFormValues = yup.InferType<typeof reviewSchema>;

export const emptyReview: ReviewFormValues = { stars: 0, title: '', message: '' };
