import type { Metadata } from 'next';
import { getAllProducts } from '@/modules/catalogue/server';
import { getColors, getServices } from '@/modules/content/server';
import { groupByLine } from '@/modules/content';
import { ColorLab } from '@/modules/content/components';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';

export const metadata: Metadata = pageMetadata({
  title: 'Color Lab',
  description: 'Every colour of our LED-cured oils and stains, by product line. Pick up to six and ask our lab to match or mix them for your floor.',
  path: '/color-lab',
});

const COLOR_MATCHING_SERVICE = 'custom-color-matching';

export default async function ColorLabPage() {
  const [colors, products, services] = await Promise.all([getColors(), getAllProducts(), getServices()]);
  // A product's line is its top-level category (stains also carry a "Stains" sub-category).
  const lineOf = (productId: number) =>
    products.find((p) => p.id === productId)?.categories.find((c) => c.parent_id === null)?.name;
  const groups = groupByLine(colors, lineOf);
  const serviceId = services.find((s) => s.slug === COLOR_MATCHING_SERVICE)?.id;

  return (
    <div className="container page">
      <h1>Color Lab</h1>
      <p className="muted">
        Every colour we make, as it looks cured on white oak. Pick up to six and send them to our lab: we match or mix them for your
        floor and send a cured sample board.
      </p>
      {groups.length > 0 ? (
        <ColorLab groups={groups} serviceId={serviceId} />
      ) : (
        <EmptyState
          titleAs="h2"
          title="The palette is not available right now."
          hint="Our colours are also shown on each product page."
          href="/products"
          linkLabel="Browse products"
        />
      )}
    </div>
  );
}
