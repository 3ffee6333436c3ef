export const en = {
  client: {
    loading: 'Loading',
    maxQuantity: 'If you want to order more than 10 products, please contact us.',
    pagination: { label: 'Pagination', previous: '‹ Previous', next: 'Next ›', page: 'Page {page}' },
    stars: { rated: 'Rated {rating} out of 5' },
    addOutcome: {
      notAdded: 'Not added',
      added: 'Added to your basket',
      stoppedAt10: '(stopped at 10)',
      notSold: 'No longer sold: {name}',
      full: 'Already 10 in your basket: {name}',
    },
    errors: {
      network: 'Network error. Please check your connection and try again.',
      timeout: 'The server is taking too long to answer. Please try again.',
      server: 'Something went wrong on our side. Please try again in a moment.',
      unknown: 'Something went wrong. Please try again.',
      cancelled: 'The request was cancelled.',
      tooManyWait: 'Too many attempts. Please wait a few minutes and try again.',
      tooManyIn: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    },
    validation: {
      required: '{label} is required',
      atLeast: '{label} must be at least {n} characters',
      invalidEmail: 'Email must be a valid email',
      emailLabel: 'Email',
    },
  },
  server: {
    door: {
      signIn: 'Please sign in to continue.',
      invalidRequest: 'That request is not valid.',
      invalidAddress: 'That address is not valid.',
      notFound: 'Not found',
      crossSite: 'This request came from another site and was refused.',
      uploadForm: 'The upload could not be read. Please choose the images again.',
      tooLarge: 'That upload is too large. Please send smaller files.',
      tooSlow: 'The upload took too long. Please check your connection and try again.',
      tooMany: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
      failure: {
        timeout: 'The shop server is taking too long to answer. Please try again.',
        unreachable: 'The shop server cannot be reached right now. Please try again in a moment.',
        invalid: 'The shop server gave an unexpected answer. Please try again in a moment.',
      },
    },
  },
};
