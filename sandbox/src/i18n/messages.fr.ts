/**
 * The sandbox's messages in Quebec French (docs/contract.md §12): every `message` and `errors` text
 * it answers, keyed by the English it writes (docs/contract.md §8). Typographic apostrophe ’,
 * a non-breaking space (\u00a0) before « : ; ? ! » and between a number and its unit, « courriel »
 * for e-mail. The English stays where it is written; tests/sandbox/french-messages.test.ts fails
 * when one has no French here.
 */

/** A message written once, as it is answered. */
export const MESSAGES_FR: Record<string, string> = {
  // Accounts
  'Incorrect email or password': 'Courriel ou mot de passe incorrect',
  'You have been signed out.': 'Votre session a été fermée.',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'Your session has expired. Please sign in again.': 'Votre session a expiré. Veuillez vous reconnecter.',
  'This email address has already been taken.': 'Cette adresse courriel est déjà utilisée.',
  'This confirmation link is invalid or has expired.': 'Ce lien de confirmation est invalide ou a expiré.',
  'Your e-mail address has been confirmed. You can sign in now.': 'Votre adresse courriel est confirmée. Vous pouvez maintenant vous connecter.',
  'There is no user with this email address.': 'Aucun compte n’est associé à cette adresse courriel.',
  'This password reset link is invalid or has expired.': 'Ce lien de réinitialisation du mot de passe est invalide ou a expiré.',
  'Check your email for further instructions.': 'Consultez vos courriels pour connaître la marche à suivre.',
  'Your new password has been saved. You can sign in now.': 'Votre nouveau mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'Your password has been changed.': 'Votre mot de passe a été modifié.',
  'Please choose an image to upload.': 'Veuillez choisir une image à téléverser.',
  // Any call
  'The server could not complete the request.': 'Le serveur n’a pas pu traiter la demande.',
  'Invalid input': 'Données invalides',
  // Catalogue and content
  'Categories must be category numbers': 'Les catégories doivent être des numéros de catégorie',
  'Parent id must be a category number': 'L’identifiant parent doit être un numéro de catégorie',
  'Page must be a whole number from 1': 'La page doit être un nombre entier à partir de 1',
  'Product not found': 'Produit introuvable',
  'Service not found': 'Service introuvable',
  'Article not found': 'Article introuvable',
  'This product is not available.': 'Ce produit n’est pas offert.',
  'Stars must be between 0.5 and 5 in half steps': 'La note doit être comprise entre 0,5 et 5, par demi-points',
  'Only PNG, JPEG, GIF or WebP images can be uploaded.': 'Seules les images PNG, JPEG, GIF ou WebP peuvent être téléversées.',
  'The image must be smaller than 5 MB.': 'L’image doit faire moins de 5\u00a0Mo.',
  'Thank you for subscribing!': 'Merci de votre abonnement\u00a0!',
  'This email is already subscribed.': 'Cette adresse courriel est déjà abonnée.',
  'Request successfully sent': 'Votre demande a bien été envoyée',
  'Please choose one of our services.': 'Veuillez choisir l’un de nos services.',
  // Basket, shipping, orders
  'If you want to order more than 10 products, please contact us.': 'Pour commander plus de 10\u00a0produits, veuillez communiquer avec nous.',
  'The quantity must be at least 1.': 'La quantité doit être d’au moins 1.',
  'The quantity must be a whole number.': 'La quantité doit être un nombre entier.',
  'Please choose a sheen and type offered for this product.': 'Veuillez choisir un lustre et un type offerts pour ce produit.',
  'The sheen and type do not match the chosen price.': 'Le lustre et le type ne correspondent pas au prix choisi.',
  'Please choose colours offered for this product.': 'Veuillez choisir des couleurs offertes pour ce produit.',
  'This item is no longer in your basket.': 'Cet article n’est plus dans votre panier.',
  'Your session has expired. Please reload the page.': 'Votre session a expiré. Veuillez recharger la page.',
  'Please enter a valid Canadian postal code (e.g., K1A 0B1).': 'Veuillez entrer un code postal canadien valide (p. ex. K1A 0B1).',
  'Please enter a valid ZIP code (e.g., 06610).': 'Veuillez entrer un code ZIP valide (p. ex. 06610).',
  'Phone number can contain only numbers and symbols': 'Le numéro de téléphone ne peut contenir que des chiffres et des symboles',
  'We ship to the United States and Canada only.': 'Nous livrons seulement aux États-Unis et au Canada.',
  'Please choose a US state.': 'Veuillez choisir un État américain.',
  'Please choose a Canadian province.': 'Veuillez choisir une province ou un territoire du Canada.',
  'Sorry, no shipping options available for this address.': 'Désolé, aucune option de livraison n’est offerte pour cette adresse.',
  'Your basket is empty.': 'Votre panier est vide.',
  'Invalid Coupon Code': 'Code promo invalide',
  'This shipping option is no longer available. Please choose a shipping option again.':
    'Cette option de livraison n’est plus offerte. Veuillez choisir de nouveau une option de livraison.',
  'This order can no longer be changed.': 'Cette commande ne peut plus être modifiée.',
  'Order not found.': 'Commande introuvable.',
  'The payment does not match this order.': 'Le paiement ne correspond pas à cette commande.',
  'A paid order cannot be cancelled.': 'Une commande payée ne peut pas être annulée.',
  'This Idempotency-Key was already used for another change.': 'Cette clé Idempotency-Key a déjà servi pour une autre modification.',
  // Jobs (docs/contract.md §10; the storefront's forms say the same in src/modules/jobs/messages/fr.ts)
  'Name must not contain control or formatting characters': 'Le nom ne doit contenir aucun caractère de contrôle ou de mise en forme',
  'Floor area must be a number greater than 0': 'La superficie doit être un nombre supérieur à 0',
  'Area unit must be m² or ft²': 'L’unité de superficie doit être m² ou ft²',
  'Porosity must be dense, average or porous': 'La porosité doit être dense, moyenne ou poreuse',
  'Status must be planned, in progress or done': 'Le statut doit être planifié, en cours ou terminé',
  'Job not found.': 'Chantier introuvable.',
  'The job has been deleted.': 'Le chantier a été supprimé.',
  'You already have a job with this name.': 'Vous avez déjà un chantier portant ce nom.',
  'This line is no longer in the job.': 'Cette ligne ne fait plus partie du chantier.',
  'This crew link is no longer active.': 'Ce lien d’équipe n’est plus actif.',
  'This crew link has expired or been revoked.': 'Ce lien d’équipe a expiré ou a été révoqué.',
  'This job already has a line with this sheen, type and colours.': 'Ce chantier a déjà une ligne avec ce lustre, ce type et ces couleurs.',
};

/**
 * The names forms give their fields in messages (`First name is required`), with their article:
 * FieldErrors and the address check take only these (FieldLabel), so a new label needs its French.
 */
export const FIELD_LABELS_FR = {
  'First name': 'Le prénom',
  'Last name': 'Le nom de famille',
  Name: 'Le nom',
  Email: 'Le courriel',
  Password: 'Le mot de passe',
  'Current password': 'Le mot de passe actuel',
  Description: 'La description',
  Stars: 'La note',
  Title: 'Le titre',
  Message: 'Le commentaire',
  Country: 'Le pays',
  State: 'L’État ou la province',
  'Street address': 'L’adresse',
  City: 'La ville',
  Zip: 'Le code postal',
  Phone: 'Le téléphone',
  Quantity: 'La quantité',
  'Coupon code': 'Le code promo',
  Service: 'Le service',
  Slug: 'L’identifiant d’URL (slug)',
  Token: 'Le jeton',
} as const satisfies Record<string, string>;

export type FieldLabel = keyof typeof FIELD_LABELS_FR;

/** A field's name in French: a label above, or an API field name (`line_id`) as « le champ line_id ». */
function fieldFr(field: string): string | null {
  if (Object.hasOwn(FIELD_LABELS_FR, field)) return FIELD_LABELS_FR[field as FieldLabel];
  return /^[a-z][a-z0-9_]*$/.test(field) ? `Le champ ${field}` : null;
}

/**
 * A message built with values. `english` is its English with each value a `{name}` hole, as the
 * sandbox builds it; `french` writes it from the values as they came, or null when one has no
 * French (the answer then stays English).
 */
export interface MessagePattern {
  english: string;
  french: (values: Record<string, string>) => string | null;
}

/** `{label} …`: the label's French, then the rest; null when the label has none. */
const aboutField = (rest: (values: Record<string, string>) => string) => (values: Record<string, string>) => {
  const field = fieldFr(values.field ?? '');
  return field === null ? null : `${field} ${rest(values)}`;
};

export const MESSAGE_PATTERNS_FR: readonly MessagePattern[] = [
  { english: 'No such call: {method} {path}', french: ({ method, path }) => `Appel inconnu\u00a0: ${method} ${path}` },
  // FieldErrors (sandbox/src/accounts/fields.ts), the address check, `job_id is required`…
  { english: '{field} is required', french: aboutField(() => 'est obligatoire') },
  { english: '{field} must be at least {min} characters', french: aboutField(({ min }) => `doit compter au moins ${min}\u00a0caractères`) },
  { english: '{field} must be a valid email', french: aboutField(() => 'doit être une adresse valide') },
  { english: 'Sort must be one of {choices}', french: ({ choices }) => `Le tri doit être l’une des valeurs suivantes\u00a0: ${choices}` },
  { english: 'Type must be one of {choices}', french: ({ choices }) => `Le type doit être l’une des valeurs suivantes\u00a0: ${choices}` },
  { english: 'Per page must be a whole number from 1 to {max}', french: ({ max }) => `Le nombre par page doit être un nombre entier de 1 à ${max}` },
  { english: 'Title must be at most {max} characters', french: ({ max }) => `Le titre doit compter au plus ${max}\u00a0caractères` },
  { english: 'Message must be at most {max} characters', french: ({ max }) => `Le commentaire doit compter au plus ${max}\u00a0caractères` },
  { english: 'You can upload at most {max} images.', french: ({ max }) => `Vous pouvez téléverser au plus ${max}\u00a0images.` },
  // A review photo refused: its file name, then why.
  { english: '{file}: {reason}', french: ({ file, reason }) => (Object.hasOwn(MESSAGES_FR, reason) ? `${file}\u00a0: ${MESSAGES_FR[reason]}` : null) },
  // Jobs
  { english: 'Name must be at most {max} characters', french: ({ max }) => `Le nom doit compter au plus ${max}\u00a0caractères` },
  { english: 'Notes must be at most {max} characters', french: ({ max }) => `Les notes doivent compter au plus ${max}\u00a0caractères` },
  { english: 'Floor area must be at most {max} {unit}', french: ({ max, unit }) => `La superficie doit être d’au plus ${max}\u00a0${unit}` },
  { english: 'Coats must be a whole number from 1 to {max}', french: ({ max }) => `Le nombre de couches doit être un nombre entier de 1 à ${max}` },
  {
    english: 'You can keep up to {max} jobs. Delete one you no longer need to make room.',
    french: ({ max }) => `Vous pouvez garder jusqu’à ${max}\u00a0chantiers. Supprimez-en un dont vous n’avez plus besoin pour faire de la place.`,
  },
  { english: 'A job can hold up to {max} lines.', french: ({ max }) => `Un chantier peut contenir jusqu’à ${max}\u00a0lignes.` },
  {
    english: 'A job can have up to {max} crew links at a time. Revoke one to make another.',
    french: ({ max }) => `Un chantier peut avoir jusqu’à ${max}\u00a0liens d’équipe à la fois. Révoquez-en un pour en créer un autre.`,
  },
  { english: 'Days must be a whole number from {min} to {max}', french: ({ min, max }) => `Le nombre de jours doit être un nombre entier de ${min} à ${max}` },
];
