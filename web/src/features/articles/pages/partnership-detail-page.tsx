import { ArticleDetail } from '../article-detail';
import { articleKinds } from '../article-kinds';

export default function PartnershipDetailPage() {
  return <ArticleDetail kind={articleKinds.partnership} />;
}
