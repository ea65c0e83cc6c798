import { articleKinds } from '../article-kinds';
import { ArticleList } from '../article-list';

export default function NewsListPage() {
  return <ArticleList kind={articleKinds.news} />;
}
