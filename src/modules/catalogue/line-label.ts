/** How a line is named wherever several are listed (buy again's notice, a job's dialog): "Product — Sheen, Type". */
export const variantLabel = (productTitle: string, { tag_name, type_name }: { tag_name: string; type_name: string }) =>
  `${productTitle} — ${tag_name}, ${type_name}`;
