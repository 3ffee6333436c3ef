// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dashboardData, dashboardGet, DashboardNotFoundError } from '@/server/dashboard/cached-reads';
import { DashboardFailure } from '@/server/dashboard/client';
import { deadlineIn } from '@/server/dashboard/deadline';
import { dataOf, DashboardRefusal, readDashboard, RECORD_MISSING } from '@/server/dashboard/read';
import { lastPageOf } from '@/server/lists/last-page';
import { SANDBOX_ORIGIN, server } from '../msw/server';

// The server's one reading of a dashboard answer (src/server/dashboard/read.ts), against answers of every kind.

/** A dashboard whose /api/probe answers `status` with `body` as it is. */
function probeAnswers(status: number, body: string) {
  server.use(http.all(`${SANDBOX_ORIGIN}/api/probe`, () => new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } })));
}

const readProbe = (missing?: readonly number[]) => readDashboard({ path: 'probe', method: 'GET', shape: dataOf<{ n: number }>, missing }, deadlineIn());

describe('a server read of the dashboard', () => {
  it('takes the payload of a 2xx of its shape, and says signed out for 401 and missing for 404', async () => {
    probeAnswers(200, '{"data":{"n":1}}');
    expect(await readProbe()).toEqual({ kind: 'found', data: { n: 1 } });
    probeAnswers(401, '{"message":"Please sign in to continue."}');
    expect(await readProbe()).toEqual({ kind: 'signed-out' });
    probeAnswers(404, 'not json at all');
    expect(await readProbe()).toEqual({ kind: 'missing' });
  });

  it('counts 422 as missing only for a read of a record by its id', async () => {
    probeAnswers(422, '{"message":"Invalid id."}');
    expect(await readProbe(RECORD_MISSING)).toEqual({ kind: 'missing' });
    await expect(readProbe()).rejects.toEqual(new DashboardRefusal('probe', 422));
  });

  it('refuses any other status with the call and the status, and a 2xx that is not JSON of its shape as invalid', async () => {
    probeAnswers(500, '{"message":"boom"}');
    await expect(readProbe()).rejects.toMatchObject({ name: 'DashboardRefusal', status: 500, message: 'Dashboard /api/probe answered 500' });
    probeAnswers(200, '<html>maintenance</html>');
    await expect(readProbe()).rejects.toEqual(new DashboardFailure('invalid'));
    probeAnswers(200, '{"message":"no payload"}');
    await expect(readProbe()).rejects.toEqual(new DashboardFailure('invalid'));
  });

  it('takes every auth_key out of a page’s cached read too, in any spelling JSON allows', async () => {
    server.use(
      http.get(`${SANDBOX_ORIGIN}/api/default/home`, () =>
        HttpResponse.text('{"data":{"user":{"id":1,"auth_key":"secret","\\u0061uth_KEY":"secret"}},"AUTH_KEY":"secret"}', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const home = await dashboardGet('/default/home', { fresh: true });
    expect(JSON.stringify(home)).not.toContain('secret');
    expect(home).toEqual({ data: { user: { id: 1 } } });
  });

  it('turns a cached read’s 404 into the not-found the pages answer, and its 401 into a refusal', async () => {
    server.use(http.get(`${SANDBOX_ORIGIN}/api/articles/gone`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await expect(dashboardData('/articles/gone', { fresh: true })).rejects.toBeInstanceOf(DashboardNotFoundError);
    server.use(http.get(`${SANDBOX_ORIGIN}/api/articles/private`, () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })));
    await expect(dashboardData('/articles/private', { fresh: true })).rejects.toMatchObject({ message: 'Dashboard /api/articles/private answered 401' });
  });

  it('leaves a list’s page count unknown when its answer has no whole number of pages', async () => {
    server.use(http.get(`${SANDBOX_ORIGIN}/api/articles`, () => HttpResponse.json({ data: { pages: 'many' } })));
    expect(await lastPageOf('/articles', { type: 'odd-count' })).toBeNull();
    server.use(http.get(`${SANDBOX_ORIGIN}/api/articles`, () => HttpResponse.json({ data: { pages: 3 } })));
    expect(await lastPageOf('/articles', { type: 'odd-count' })).toBe(3);
  });
});
