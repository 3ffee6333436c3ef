import Link from 'next/link';

/** An unknown or withdrawn service: say so and offer the list. */
export default function ServiceNotFound() {
  return (
    <div className="container page">
      <h1>Service not found</h1>
      <p className="muted">We do not offer this service, or no longer. Here is what we do.</p>
      <Link href="/services" className="btn btn-primary">
        See our services
      </Link>
    </div>
  );
}
