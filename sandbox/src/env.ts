import type { Db } from './db';
import type { UserRecord } from './accounts/state';

export interface SandboxOptions {
  /** Where links in mails point (confirm e-mail, reset password): the storefront's origin. */
  storefrontUrl: string;
  log: (line: string) => void;
  /** Whether the dashboard has the proposed jobs extension (docs/contract.md §10); SANDBOX_JOBS=off leaves it out. */
  jobs: boolean;
}

export interface Identity {
  /** Anonymous session token from x-session-token, when it is one the sandbox issued. */
  sessionToken: string | null;
  /** Signed-in customer from x-api-key. */
  user: UserRecord | null;
}

/** Hono environment of every sandbox route: `c.get('db')`, `c.get('identity')`, `c.get('options')`. */
export interface SandboxEnv {
  Variables: {
    db: Db;
    identity: Identity;
    options: SandboxOptions;
  };
}
