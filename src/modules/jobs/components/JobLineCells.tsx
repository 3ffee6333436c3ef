import Link from 'next/link';
import type { SharedJobLine } from '@/modules/jobs/contract';

type LineNames = Pick<SharedJobLine, 'sold' | 'slug' | 'product_title' | 'tag_name' | 'type_name' | 'colors'>;

/** The head cells of a job's lines as the owner's page and the crew's page both show them. */
export function LineHeadCells() {
  return (
    <>
      <th scope="col">Product</th>
      <th scope="col">Sheen / type</th>
      <th scope="col">Colours</th>
    </>
  );
}

/** A line's product, sheen and type, and colours. */
export function LineCells({ line }: { line: LineNames }) {
  return (
    <>
      <th scope="row" data-label="Product">
        {/* docs/contract.md §10: a line whose product left the catalogue stays, named as buy again names it. */}
        {line.sold ? <Link href={`/product/${line.slug}`}>{line.product_title}</Link> : <>No longer sold: {line.product_title}</>}
      </th>
      <td data-label="Sheen / type">
        {line.tag_name}, {line.type_name}
      </td>
      <td data-label="Colours">{line.colors.length > 0 ? line.colors.map((colour) => colour.name).join(', ') : '—'}</td>
    </>
  );
}
