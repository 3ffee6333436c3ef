import type { QueuedChange, QueueStore } from './change-queue';

const DB = 'ledfloor-offline';
const STORE = 'changes';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** The queue in the device's IndexedDB, readable by the page and the service worker alike. */
export const idbQueueStore: QueueStore = {
  all: () => run('readonly', (store) => store.getAll() as IDBRequest<QueuedChange[]>),
  put: async (change) => void (await run('readwrite', (store) => store.put(change))),
  remove: async (key) => void (await run('readwrite', (store) => store.delete(key))),
};
