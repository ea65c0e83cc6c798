import { ArticleDetail } from '../article-detail';
import { articleKinds } from '../article-kinds';

export default function CollaborationDetailPage() {
  return <ArticleDetail kind={articleKinds.collaboration} />;
}
