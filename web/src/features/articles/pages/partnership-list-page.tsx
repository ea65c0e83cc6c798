import { articleKinds } from '../article-kinds';
import { ArticleList } from '../article-list';

export default function PartnershipListPage() {
  return <ArticleList kind={articleKinds.partnership} />;
}
