/**
 * One language's messages for one part of the shop (docs/i18n.md "Messages"): `client` is what its
 * browser components read and is shipped to the browser; `server` is read by server components
 * and route handlers only and never leaves the server.
 */
export interface MessageGroups {
  client: MessageTree;
  server: MessageTree;
}

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * The French catalogue of a part has the English one's keys, every one a string: tsc refuses a
 * missing or extra key (tests/i18n/messages.test.ts reads the same at run time).
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
