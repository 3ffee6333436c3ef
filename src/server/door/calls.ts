import 'server-only';
/**
 * The door's allow-list: every call the storefront may make through /api (docs/contract.md §7,
 * as the storefront's features call them), by method and canonical path. Anything not in this
 * table is answered 404 at the door and never reaches the dashboard.
 *
 * Besides passing a call on, the door may have a part in it:
 * - role: 'session' the door answers itself; 'signIn' / 'signOut' set and clear the sign-in
 *   cookies and the sign-in limits count them; 'accountCall' is counted per client.
 * - endsSignIn: a success revokes the customer's key on the dashboard (a password reset), so the
 *   door drops its sign-in cookies too; /sign-in would otherwise send them on to /account.
 * - answersBasket / answersProfile: the answer refreshes the readable basket-count / profile cookie.
 * - expiresReviewsOf: after a success, the pages showing the reviews of the product whose id the
 *   body field of this name carries are expired (cache-expiry.ts): its own page, and the lists
 *   showing its card.
 * - limit: the call's own limit per client and per account or e-mail (abuse-limits.ts CALL_LIMITS).
 * - query: a call other than GET whose query string the dashboard needs; any other is sent without one.
 * - upload: a form of image files (upload-check.ts): only raster images pass, and the body may
 *   be up to DOOR_UPLOAD_LIMIT_BYTES instead of DOOR_BODY_LIMIT_BYTES.
 * - dashboardGet: a dashboard GET that changes something (cancelling an order, recording its
 *   payment): the browser POSTs (so no link, image or prefetch elsewhere can send it, and the
 *   cross-site rule applies), the door asks the dashboard's GET with these body fields as its
 *   query (dashboard-get.ts). No GET through the door changes anything.
 * - account: the customer's own call; without the sign-in cookie the door answers 401 itself.
 * - idempotent: the change may carry an Idempotency-Key, which the door checks and passes on
 *   (idempotency-key.ts): sent again with the same key, the dashboard makes it once.
 * - countOrder: a quantity write carrying its tab's order (count-order.ts): the door forwards,
 *   per line, only the newest count, so one landing late cannot set an older count.
 * - readsOnly: a POST that changes nothing (its fields ride in the body to keep them out of URLs
 *   and logs), so it is dropped when the browser leaves and not refused cross-site, like a GET.
 */
export interface DoorCallRule {
  role?: 'session' | 'signIn' | 'signOut' | 'accountCall';
  endsSignIn?: true;
  answersBasket?: true;
  answersProfile?: true;
  expiresReviewsOf?: string;
  limit?: CallLimit;
  query?: true;
  dashboardGet?: string[];
  upload?: true;
  account?: true;
  readsOnly?: true;
  idempotent?: true;
  countOrder?: true;
}

export type CallLimit =
  | 'couponChecks'
  | 'shippingRates'
  | 'subscribe'
  | 'serviceRequests'
  | 'passwordChanges'
  | 'avatarUploads'
  | 'orders'
  | 'reviews'
  | 'forgotPassword'
  | 'jobWrites'
  | 'crewLinks'
  | 'jobPacks';

// prettier-ignore
const CALLS: Record<string, DoorCallRule> = {
  'GET default/session':          { role: 'session' },
  'GET default':                  {},
  'GET default/home':             {},
  'GET default/get-colors':       {},
  'GET default/coupon':           { limit: 'couponChecks' },
  'GET products':                 {},
  'GET products/by-slug':         {},
  'GET articles':                 {},
  'GET articles/by-slug':         {},
  'GET articles/new':             {},
  'GET media/data':               {},
  'GET services':                 {},
  'GET services/by-slug':         {},
  'GET basket/payments':          {},
  'POST basket':                  { answersBasket: true, idempotent: true, countOrder: true },
  'POST basket/data':             { answersBasket: true, idempotent: true },
  'POST basket/delete':           { answersBasket: true, idempotent: true },
  'POST basket/stripe':           { limit: 'orders' },
  'POST order':                   {},
  'POST order/create':            { limit: 'orders' },
  'POST order/cancel':            { dashboardGet: ['order_id'] },
  'POST order/status':            { dashboardGet: ['order_id', 'transId', 'responseCode'] },
  'POST shipping/get-rates':      { limit: 'shippingRates' },
  'POST user/add-shipping':       {},
  'POST subscribe':               { limit: 'subscribe' },
  'POST requests':                { limit: 'serviceRequests' },
  'POST reviews/create':          { expiresReviewsOf: 'products_id', limit: 'reviews', upload: true },
  'POST user/login':              { role: 'signIn' },
  'POST user/logout':             { role: 'signOut' },
  'POST user/create':             { role: 'accountCall' },
  'POST user/confirm-email':      {},
  'POST user/forgot-password':    { role: 'accountCall', limit: 'forgotPassword' },
  'POST user/new-password':       { role: 'accountCall', endsSignIn: true },
  'POST user/change-password':    { limit: 'passwordChanges' },
  'POST user/user-get':           { answersProfile: true },
  'POST user/names':              { answersProfile: true },
  'POST user/user-img-upload':    { answersProfile: true, limit: 'avatarUploads', upload: true },
  // docs/contract.md §10 (jobs): the owner's calls, and the crew's read by its token alone.
  'GET jobs':                     { account: true },
  'POST jobs/view':               { account: true, readsOnly: true },
  'POST jobs/create':             { account: true, limit: 'jobWrites' },
  'POST jobs/update':             { account: true, limit: 'jobWrites' },
  'POST jobs/delete':             { account: true, limit: 'jobWrites' },
  'POST jobs/lines/add':          { account: true, limit: 'jobWrites', idempotent: true },
  'POST jobs/lines/update':       { account: true, limit: 'jobWrites', idempotent: true },
  'POST jobs/lines/delete':       { account: true, limit: 'jobWrites', idempotent: true },
  'POST jobs/share':              { account: true, limit: 'crewLinks' },
  'POST jobs/share/revoke':       { account: true, limit: 'jobWrites' },
  'POST jobs/shared':             { readsOnly: true, limit: 'crewLinks' },
};

/** The rule for `method` on a canonical path, or null when the door does not pass that call. */
export function doorCallRule(method: string, path: string): DoorCallRule | null {
  return Object.hasOwn(CALLS, `${method} ${path}`) ? CALLS[`${method} ${path}`] : null;
}
