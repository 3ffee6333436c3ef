export declare class ParsedEntryMemo {
  constructor(heldReads: () => Pick<Map<string, unknown>, 'get'> | undefined);
  reuseOrRead<Entry>(key: string, read: () => Promise<Entry | null>): Promise<Entry | null>;
}
