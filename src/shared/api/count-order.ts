/**
 * The order of one browser tab's quantity writes (docs/architecture.md §1, the door's count
 * order): `<writer>.<sequence>`, the writer a random id the tab keeps across reloads, the
 * sequence rising with every write. The door forwards, for a line, only the newest count a writer
 * has sent, so an earlier write that lands late cannot set an older count.
 */
export const COUNT_ORDER_HEADER = 'count-order';

export const COUNT_ORDER_FORMAT = /^([A-Za-z0-9-]{8,64})\.(\d{1,16})$/;
