/**
 * The door's allow-list: every call the storefront may make through /api (docs/contract.md §7,
 * as the storefront's features call them), by method and canonical path. Anything not in this
 * table is answered 404 at the door and never reaches the dashboard.
 *
 * Besides passing a call on, the door may have a part in it:
 * - changesByGet: a GET that changes something on the dashboard, so the cross-site rule treats it
 *   like a POST (every other method already counts as state-changing).
 * - role: 'session' the door answers itself; 'signIn' / 'signOut' set and clear the sign-in
 *   cookies and the sign-in limits count them; 'accountCall' is counted per client.
 * - endsSignIn: a success revokes the customer's key on the dashboard (a password reset), so the
 *   door drops its sign-in cookies too; /sign-in would otherwise send them on to /account.
 * - answersBasket / answersProfile: the answer refreshes the readable basket-count / profile cookie.
 * - expiresReviewsOf: after a success, the pages showing the reviews of the product whose id the
 *   body field of this name carries are expired (cache-expiry.ts): its own page, and the lists
 *   showing its card.
 */
export interface DoorCallRule {
  changesByGet?: true;
  role?: 'session' | 'signIn' | 'signOut' | 'accountCall';
  endsSignIn?: true;
  answersBasket?: true;
  answersProfile?: true;
  expiresReviewsOf?: string;
}

// prettier-ignore
const CALLS: Record<string, DoorCallRule> = {
  'GET default/session':          { role: 'session' },
  'GET default':                  {},
  'GET default/home':             {},
  'GET default/get-colors':       {},
  'GET default/coupon':           {},
  'GET products':                 {},
  'GET products/by-slug':         {},
  'GET articles':                 {},
  'GET articles/by-slug':         {},
  'GET articles/new':             {},
  'GET media/data':               {},
  'GET services':                 {},
  'GET services/by-slug':         {},
  'GET basket/payments':          {},
  'GET order/cancel':             { changesByGet: true },
  'GET order/status':             { changesByGet: true },
  'POST basket':                  { answersBasket: true },
  'POST basket/data':             { answersBasket: true },
  'POST basket/delete':           { answersBasket: true },
  'POST basket/stripe':           {},
  'POST order':                   {},
  'POST order/create':            {},
  'POST shipping/get-rates':      {},
  'POST user/add-shipping':       {},
  'POST subscribe':               {},
  'POST requests':                {},
  'POST reviews/create':          { expiresReviewsOf: 'products_id' },
  'POST user/login':              { role: 'signIn' },
  'POST user/logout':             { role: 'signOut' },
  'POST user/create':             { role: 'accountCall' },
  'POST user/confirm-email':      {},
  'POST user/forgot-password':    { role: 'accountCall' },
  'POST user/new-password':       { role: 'accountCall', endsSignIn: true },
  'POST user/change-password':    {},
  'POST user/user-get':           { answersProfile: true },
  'POST user/names':              { answersProfile: true },
  'POST user/user-img-upload':    { answersProfile: true },
};

/** The rule for `method` on a canonical path, or null when the door does not pass that call. */
export function doorCallRule(method: string, path: string): DoorCallRule | null {
  return Object.hasOwn(CALLS, `${method} ${path}`) ? CALLS[`${method} ${path}`] : null;
}
