import Link from 'next/link';

/** An unknown or removed article: say so and offer the blog. */
export default function ArticleNotFound() {
  return (
    <div className="container page">
      <h1>Article not found</h1>
      <p className="muted">This article does not exist or has been taken down. The latest ones are on the blog.</p>
      <Link href="/blog" className="btn btn-primary">
        Read the blog
      </Link>
    </div>
  );
}
