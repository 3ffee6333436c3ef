// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lcpAttribution } from '../../scripts/bench/lcp-attribution.mjs';

const PAGE = 'https://localhost:3543/products';
const lhr = { audits: { 'lcp-breakdown-insight': { details: { items: [{ type: 'node', selector: 'li > article > img' }] } } } };

const sent = (requestId: string, url: string, resourceType: string) => ({ name: 'ResourceSendRequest', ts: 100, args: { data: { requestId, url, resourceType } } });
const finished = (requestId: string, ts: number) => ({ name: 'ResourceFinish', ts, args: { data: { requestId } } });
const ran = (url: string, ts: number) => ({ name: 'EvaluateScript', ts, args: { data: { url } } });
const candidate = (ts: number) => ({ name: 'largestContentfulPaint::Candidate', ts, args: { data: {} } });

describe('lcpAttribution (what the bench logs of each run)', () => {
  it('counts the scripts downloaded before the last LCP candidate, whether or not they ran before it', () => {
    const trace = {
      traceEvents: [
        sent('1', PAGE, 'Document'),
        sent('2', `https://localhost:3543/_next/static/chunks/runtime.js`, 'Script'),
        sent('3', `https://localhost:3543/_next/static/chunks/react-dom.js`, 'Script'),
        sent('4', `https://localhost:3543/_next/static/chunks/late.js`, 'Script'),
        sent('5', `https://localhost:3543/_next/image?url=card.png`, 'Image'),
        finished('1', 200),
        finished('2', 500),
        ran('https://localhost:3543/_next/static/chunks/runtime.js', 600),
        ran(PAGE, 650),
        candidate(700),
        finished('5', 800),
        finished('3', 900),
        candidate(1000),
        ran('https://localhost:3543/_next/static/chunks/react-dom.js', 1200),
        finished('4', 1100),
      ],
    };

    // runtime.js and react-dom.js arrived before the paint at 1000 (react-dom.js ran after it and
    // still counts for Lantern); late.js arrived after; the picture and the page are no scripts.
    expect(lcpAttribution(lhr, trace)).toEqual({ lcpElement: 'li > article > img', scriptsLoadedBeforeLcp: 2, scriptsRunBeforeLcp: 1 });
  });

  it('answers no counts when the run had no largest paint', () => {
    expect(lcpAttribution(lhr, { traceEvents: [sent('2', 'https://localhost:3543/a.js', 'Script'), finished('2', 500)] })).toEqual({
      lcpElement: 'li > article > img',
      scriptsLoadedBeforeLcp: null,
      scriptsRunBeforeLcp: null,
    });
  });
});
