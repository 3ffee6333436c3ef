import type { Article } from '@/modules/catalogue/contract';
import type { Localised } from '../localised';
import { ArticleCard } from './ArticleCard';
import styles from './ArticleGrid.module.css';

interface ArticleGridProps {
  articles: Localised<Article>[];
  label?: string;
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
}

export function ArticleGrid({ articles, label, eagerCount = 0, headingLevel }: ArticleGridProps) {
  return (
    <ul className={`card-grid ${styles.grid}`} aria-label={label}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} eager={index < eagerCount} highPriority={index === 0 && eagerCount > 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
