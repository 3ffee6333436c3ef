// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedEncoding } from '@/server/cache/served-encoding.mjs';

// Next's own compression middleware, as its server runs it in front of every answer.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  request: unknown,
  response: unknown,
  next: () => void,
) => void;

let server: Server;
let port: number;

beforeAll(async () => {
  const compress = compression();
  server = createServer((request, response) =>
    compress(request, response, () => {
      response.setHeader('content-type', 'text/html');
      response.end('<p>page</p>'.repeat(500));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function encodingNextGives(acceptEncoding: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const call = httpRequest({ host: '127.0.0.1', port, headers }, (response) => {
      response.resume();
      resolve(response.headers['content-encoding'] ?? 'identity');
    });
    call.on('error', reject);
    call.end();
  });
}

const SPELLINGS = [
  undefined, '', 'gzip', 'GZIP', 'br', 'br, gzip', 'gzip, deflate, br, zstd', 'deflate', 'deflate, gzip;q=0.1',
  'gzip;q=0', 'gzip;q=0, deflate', 'gzip;q=abc, deflate', 'deflate;q=1, gzip;q=0.9', 'gzip ; q=0.8 , deflate ; q=0.9',
  '*', '*;q=0', '*, gzip;q=0', '*;q=0.3, identity;q=0.5', 'deflate, *;q=0.1', 'identity', 'identity;q=0', 'x, y, z',
  'br;q=1, deflate;q=0.5', 'gzip;q=0.5, identity', ',,gzip,,', 'gzip;level=9;q=0.2, identity;q=0.1',
];

describe('servedEncoding', () => {
  it('names the encoding Next’s compression gives for every spelling of Accept-Encoding', async () => {
    for (const spelling of SPELLINGS) {
      expect({ spelling, encoding: servedEncoding(spelling) }).toEqual({ spelling, encoding: await encodingNextGives(spelling) });
    }
  });

  it('folds any number of spellings into gzip, deflate and none', () => {
    const spellings = Array.from({ length: 500 }, (_, i) => `gzip;q=0.${i % 10}, x-${i}, deflate;q=0.${Math.floor(i / 10) % 10}`);
    expect([...new Set(spellings.map(servedEncoding))].sort()).toEqual(['deflate', 'gzip', 'identity']);
  });
});
