export const en = {
  client: {
    email: 'Email',
    placeholder: 'you@company.com',
    submit: 'Subscribe',
    modal: {
      title: 'Subscribe to our newsletter',
      lead: 'New products, application guides and trade offers — about once a month.',
    },
  },
  server: {},
};
