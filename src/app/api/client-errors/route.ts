import { pageRouteTemplate } from '@/app/_lib/route-templates';
import { reportAnswer } from '@/server/observability/rum-endpoint';
import { clientErrorsRoute } from '@/server/observability/rum-routes';

/**
 * Uncaught errors from customers' browsers (docs/operating.md "What browsers report"). A static segment, so
 * Next matches it before the door's catch-all (`api/[...path]`): it never reaches the dashboard.
 * POST only (any other method is Next's 405).
 */
export const dynamic = 'force-dynamic';

const route = clientErrorsRoute(pageRouteTemplate);

export function POST(request: Request) {
  return reportAnswer(request, route);
}
