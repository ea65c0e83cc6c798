import { ArticleDetail } from '../article-detail';
import { articleKinds } from '../article-kinds';

export default function NewsDetailPage() {
  return <ArticleDetail kind={articleKinds.news} />;
}
