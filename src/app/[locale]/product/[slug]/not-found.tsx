import Link from 'next/link';

/** An unknown or removed product: say so and offer the catalogue. */
export default function ProductNotFound() {
  return (
    <div className="container page">
      <h1>Product not found</h1>
      <p className="muted">This product does not exist or is no longer sold. Our current range is in the catalogue.</p>
      <Link href="/products" className="btn btn-primary">
        Browse products
      </Link>
    </div>
  );
}
