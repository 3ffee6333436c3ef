import { createAccountsState, type AccountsState } from './accounts/state';
import { createCatalogueState, type CatalogueState } from './catalogue/state';
import { seededPromotion } from './commerce/promotion';
import { seedDemoOrders } from './commerce/seed-orders';
import { createCommerceState, type CommerceState } from './commerce/state';
import { createContentState, type ContentState } from './content/state';
import { seedDemoJobs } from './jobs/seed';
import { createJobsState, type JobsState } from './jobs/state';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** Machine-readable extras for tests, e.g. { token }. */
  meta: Record<string, string>;
  sent_at: string;
}

/** The whole in-memory state of the sandbox. Each area owns its slice; reset = createDb(). */
export interface Db {
  accounts: AccountsState;
  catalogue: CatalogueState;
  commerce: CommerceState;
  content: ContentState;
  jobs: JobsState;
  outbox: Mail[];
}

export function createDb(): Db {
  const catalogue = createCatalogueState();
  const commerce = createCommerceState();
  commerce.orders.push(...seedDemoOrders(catalogue));
  return {
    accounts: createAccountsState(),
    catalogue: { ...catalogue, promotion: seededPromotion(catalogue.promotion) },
    commerce,
    content: createContentState(),
    jobs: createJobsState(seedDemoJobs(catalogue)),
    outbox: [],
  };
}

export function sendMail(db: Db, mail: Omit<Mail, 'id' | 'sent_at'>, log: (line: string) => void) {
  const record: Mail = { ...mail, id: db.outbox.length + 1, sent_at: new Date().toISOString() };
  db.outbox.push(record);
  log(`[sandbox mail] to=${record.to} subject="${record.subject}"\n${record.text}`);
  return record;
}
