export const en = {
  client: {
    errors: {
      network: 'Network error. Please check your connection and try again.',
      timeout: 'The server is taking too long to answer. Please try again.',
      server: 'Something went wrong on our side. Please try again in a moment.',
      unknown: 'Something went wrong. Please try again.',
      cancelled: 'The request was cancelled.',
      tooManyWait: 'Too many attempts. Please wait a few minutes and try again.',
      tooManyIn: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    },
    pagination: { label: 'Pagination', previous: '‹ Previous', next: 'Next ›', page: 'Page {page}' },
    validation: {
      required: '{label} is required',
      atLeast: '{label} must be at least {n} characters',
      invalidEmail: 'Email must be a valid email',
      emailLabel: 'Email',
    },
  },
  server: {},
};
