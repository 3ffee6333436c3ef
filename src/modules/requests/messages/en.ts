export const en = {
  client: {
    /** The modal's title, by the request it is (docs/contract.md §2). */
    titles: {
      uponRequest: 'Upon Request',
      customColorRequest: 'Custom Color Request',
      serviceRequest: 'Service Request',
    },
    intro: 'Tell us what you need and we will get back to you, usually within one business day.',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      service: 'Service',
      description: 'Description',
    },
    phonePlaceholder: 'Optional',
    chooseService: 'Choose a service',
    submit: 'Send request',
    /** docs/contract.md §5's exact texts. */
    success: 'Request successfully sent',
    phoneInvalid: 'Please enter a valid phone number',
  },
  server: {},
};
