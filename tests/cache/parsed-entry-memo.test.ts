// @vitest-environment node
import { ParsedEntryMemo } from '@/server/cache/parsed-entry-memo.mjs';

/** Stands in for the Redis library's map of held reads: one pending read per key. */
function setUp() {
  const heldReads = new Map<string, Promise<string>>();
  let parses = 0;
  const memo = new ParsedEntryMemo(() => heldReads);
  const readPage = (key: string) =>
    memo.reuseOrRead(key, async () => {
      if (!heldReads.has(key)) heldReads.set(key, Promise.resolve(`<html>${key}</html>`));
      parses += 1;
      return { html: await heldReads.get(key)!, parse: parses };
    });
  return { heldReads, readPage, parses: () => parses };
}

describe('ParsedEntryMemo', () => {
  it('parses a held read once and hands the same entry to later requests', async () => {
    const { readPage, parses } = setUp();
    await readPage('/product/a'); // starts the read
    const second = await readPage('/product/a'); // parses the held read
    const third = await readPage('/product/a');
    expect(third).toBe(second);
    expect(parses()).toBe(2);
  });

  it('reads again once the library drops the held read (another instance changed the key)', async () => {
    const { heldReads, readPage } = setUp();
    await readPage('/product/a');
    const before = await readPage('/product/a');
    heldReads.delete('/product/a');
    const after = await readPage('/product/a');
    expect(after).not.toBe(before);
    expect(after?.parse).toBeGreaterThan(before!.parse);
  });

  it('reads again when the held read was replaced by a newer one', async () => {
    const { heldReads, readPage } = setUp();
    await readPage('/product/a');
    const before = await readPage('/product/a');
    heldReads.set('/product/a', Promise.resolve('<html>new</html>'));
    const after = await readPage('/product/a');
    expect(after?.html).toBe('<html>new</html>');
    expect(after).not.toBe(before);
  });

  it('keeps keys apart and never remembers a miss', async () => {
    const heldReads = new Map<string, Promise<string>>([['/a', Promise.resolve('a')]]);
    const memo = new ParsedEntryMemo(() => heldReads);
    let reads = 0;
    const miss = () => memo.reuseOrRead('/a', async () => ((reads += 1), null));
    await miss();
    await miss();
    expect(reads).toBe(2);
    const b = await memo.reuseOrRead('/b', async () => 'b');
    expect(b).toBe('b');
  });
});
