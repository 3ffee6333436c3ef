export const en = {
  client: {
    discount: { title: 'Discount applied', gotIt: 'Got it' },
    holiday: {
      offer: '<strong>25% off curing lights</strong> and <strong>15% off additional oils</strong> with 5 litres of clear oil.',
      valid: 'Valid {start} to {end}. Not applied to taxes, shipping or handling.',
      remindLater: 'Remind me later',
      shopLights: 'Shop curing lights',
    },
    countdown: {
      finished: 'Finished',
      days: 'Remaining {count, plural, one {# day} other {# days}}',
      hours: 'Remaining {count, plural, one {# hour} other {# hours}}',
      ends: 'Ends {date}',
    },
  },
  server: {},
};
