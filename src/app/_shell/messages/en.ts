import { ERROR_WORDS } from './error-words';

export const en = {
  client: {
    skipToContent: 'Skip to content',
    nav: { main: 'Main', menu: 'Menu', categories: 'Categories', products: 'Products', services: 'Services', blog: 'Blog', colorLab: 'Color Lab', awards: 'Awards and press' },
    basket: { label: 'Basket', items: '{count, plural, one {item} other {items}}' },
    account: {
      signIn: 'Sign in',
      accountMenu: ', account menu',
      myAccount: 'My account',
      orderPad: 'Order pad',
      signOut: 'Sign out',
      signingOut: 'Signing out…',
      signOutNeedsSignal: 'Signing out needs a signal: you are still signed in on this device. Try again when you are back online.',
    },
    newsletter: 'Subscribe to our newsletter',
    offline: {
      banner: "You're offline. Prices and stock are as last seen.",
      bannerSeen: "You're offline — showing what you saw at {time}. Prices and stock are as last seen.",
      lastSeen: 'Last seen',
      lastSeenAt: 'Last seen {time}',
    },
    notFound: {
      title: 'Page not found',
      heading: 'We could not find that page',
      lead: 'The link may be old or the product may have moved. These are good places to start:',
      browse: 'Browse products',
      home: 'Go to the home page',
      categories: 'Categories',
    },
    error: ERROR_WORDS.en,
    language: {
      switchTo: 'FR',
      switchToName: 'FR — Français',
      switchToLong: 'Français',
      suggestion: 'Cette page existe en français.',
      suggestionLink: 'Voir en français',
      dismiss: 'Non merci',
    },
  },
  server: {
    site: {
      title: '{shop} — LED-cured wood-floor finishes',
      description:
        'LED-cured hardwax oils, curing lights and stains for wood-floor professionals, with finishing services, technical data and pickup in Bridgeport, CT.',
    },
    footer: {
      tagline: 'LED-cured hardwax oils, curing lights and stains for wood-floor professionals.',
      shop: 'Shop',
      contact: 'Contact',
      pickup: 'Pickup',
      hours: 'Mon–Fri 8:00–17:00 ET',
    },
  },
};
