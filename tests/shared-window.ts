import { afterAll } from 'vitest';

/**
 * For DOM test files that share a worker (vitest.config.ts, project "dom"): jsdom's window is made
 * once per worker, so after each file the window is put back as the file found it, which is as a
 * fresh one has it. Loaded by tests/setup-shared-worker.ts before anything else of the file, so what
 * tests/setup-dom.ts stubs (matchMedia, ResizeObserver) is the file's too, and stubbed again by the
 * next. Its afterAll runs after the file's own and setup.ts's (MSW closed, the last tree unmounted).
 * - the document: <html>'s and <body>'s attributes, the body's and the head's content, so the title
 *   too. antd's styles go with the head: antd inserts a component's style again each time it
 *   mounts, and jsdom reads every style rule in the document for each getComputedStyle (Testing
 *   Library's role queries ask for one per element), so styles piling up from file to file made
 *   the later files slower and slower;
 * - the address, cookies, localStorage and sessionStorage;
 * - the properties a file added to or changed on the window, the document and navigator (a
 *   stubbed `requestIdleCallback`, `document.readyState`, `navigator.connection`, user-event's
 *   clipboard), except the ones React marks the document with once per worker.
 */

type Owner = Record<PropertyKey, unknown>;
/** What Vitest's jsdom environment leaves on the window as `jsdom`: the JSDOM instance. */
type Jsdom = { cookieJar: { removeAllCookiesSync(): void }; reconfigure(settings: { url: string }): void };

/** The object's own string-keyed properties: how each is defined, and what it reads as. */
function ownProperties(owner: Owner) {
  const properties = new Map<string, { descriptor: PropertyDescriptor; value: unknown }>();
  for (const key of Object.getOwnPropertyNames(owner)) {
    const descriptor = Object.getOwnPropertyDescriptor(owner, key)!;
    properties.set(key, { descriptor, value: readStable(owner, key) });
  }
  return properties;
}

const VOLATILE = Symbol('volatile');

/** A property's value, or VOLATILE for a getter that throws or answers a new object each time. */
function readStable(owner: Owner, key: string): unknown {
  try {
    const value = owner[key];
    return Object.is(value, owner[key]) ? value : VOLATILE;
  } catch {
    return VOLATILE;
  }
}

/** React's own marks on the document (`_reactListening…`): made once per React, which the files share. */
const keptAdded = (key: string) => key.startsWith('_react') || key.startsWith('__react');

function putBack(owner: Owner, before: ReturnType<typeof ownProperties>) {
  for (const key of Object.getOwnPropertyNames(owner)) {
    if (!before.has(key) && !keptAdded(key)) Reflect.deleteProperty(owner, key);
  }
  for (const [key, { descriptor, value }] of before) {
    const now = Object.getOwnPropertyDescriptor(owner, key);
    const redefined =
      !now || now.get !== descriptor.get || now.set !== descriptor.set || ('value' in descriptor && !Object.is(now.value, descriptor.value));
    if (redefined) Object.defineProperty(owner, key, descriptor);
    // jsdom's properties on the window are getters whose setter keeps what was assigned
    // (`window.requestIdleCallback = …`): assigning the old value back is how to undo it.
    else if (value !== VOLATILE && descriptor.set && !Object.is(readStable(owner, key), value)) owner[key] = value;
  }
}

const startAddress = window.location.href;
const before = new Map<Owner, ReturnType<typeof ownProperties>>(
  [globalThis, document, navigator].map((owner) => [owner as unknown as Owner, ownProperties(owner as unknown as Owner)]),
);

afterAll(() => {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  document.head.replaceChildren();
  const { jsdom } = globalThis as unknown as { jsdom: Jsdom };
  jsdom.cookieJar.removeAllCookiesSync();
  jsdom.reconfigure({ url: startAddress });
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const [owner, properties] of before) putBack(owner, properties);
});
