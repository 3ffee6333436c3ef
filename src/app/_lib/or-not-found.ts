import 'server-only';
import { notFound } from 'next/navigation';
import { DashboardNotFoundError } from '@/server/dashboard/cached-reads';

/** A dashboard read whose 404 becomes the route's not-found page; other failures stay errors. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DashboardNotFoundError) notFound();
    throw error;
  }
}
