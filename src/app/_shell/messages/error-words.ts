/**
 * The error page's words on their own: the root's error page (src/app/global-error.tsx) is a client
 * component in every page's first load and carries its own words, so it takes these and not the shell's whole set.
 */
export const ERROR_WORDS = {
  en: {
    heading: 'Something went wrong',
    lead: 'This page could not be shown just now. Please try again; your basket is safe.',
    shopLead: 'The shop could not be shown just now. Please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  fr: {
    heading: 'Un problème est survenu',
    lead: 'Cette page n’a pas pu s’afficher pour l’instant. Veuillez réessayer; votre panier est conservé.',
    shopLead: 'La boutique n’a pas pu s’afficher pour l’instant. Veuillez réessayer dans un moment.',
    retry: 'Réessayer',
    home: 'Aller à l’accueil',
  },
};
