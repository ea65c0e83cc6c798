import { articleKinds } from '../article-kinds';
import { ArticleList } from '../article-list';

export default function CollaborationListPage() {
  return <ArticleList kind={articleKinds.collaboration} />;
}
