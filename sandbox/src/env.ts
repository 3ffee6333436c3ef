import type { Db } from './db';
import type { UserRecord } from './accounts/state';
import type { LanguageTag } from './i18n/language';

export interface SandboxOptions {
  /** Where links in mails point (confirm e-mail, reset password): the storefront's origin. */
  storefrontUrl: string;
  log: (line: string) => void;
  /** Whether the dashboard has the proposed jobs extension (docs/contract.md §10); SANDBOX_JOBS=off leaves it out. */
  jobs: boolean;
  /**
   * How customers' uploads are typed: 'sniffed' (by their first bytes; non-images refused) or
   * 'client' (any file, under the type the client sent, as a careless dashboard keeps it).
   * SANDBOX_UPLOAD_TYPES=client.
   */
  uploadTypes?: 'sniffed' | 'client';
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
    /** The answer's language from Accept-Language (docs/contract.md §12); null when the request did not ask. */
    language: LanguageTag | null;
  };
}
