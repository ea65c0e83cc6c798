import { contentMessages, formatDate, langOf } from '@teater/contract';
import { DetailFooter } from '../../components/detail-footer';
import { LeadText } from '../../components/lead-text';
import { NotFoundNotice } from '../../components/not-found-notice';
import { PageBody } from '../../components/page-body';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { ResponsiveImage } from '../../components/responsive-image';
import { EmptyState } from '../../components/status';
import { StoryBlocks } from '../../components/story-blocks';
import { useRouteId } from '../../components/use-route-id';
import type { ArticleKind, ArticleView } from './article-kinds';

const t = contentMessages;

/** The detail page of a news, collaboration or partnership item: three text/image blocks and the link. */
export function ArticleDetail({ kind }: { kind: ArticleKind }) {
  const id = useRouteId();
  const query = kind.source.useDetail(id);
  const notFound = <NotFoundNotice text={t.articleNotFound} backTo={kind.list} backLabel={kind.backLabel} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={query} errorText={t.newsError} empty={notFound}>
      {(article) => <ArticleBody kind={kind} article={article} />}
    </QueryView>
  );
}

function ArticleBody({ kind, article }: { kind: ArticleKind; article: ArticleView }) {
  const [cover, ...morePhotos] = article.photos;
  return (
    <article>
      <PageHeader
        title={article.title}
        titleLang={langOf(article, 'title')}
        crumbs={[
          { label: kind.title, to: kind.list },
          { label: article.title, lang: langOf(article, 'title') },
        ]}
      />
      <PageBody>
        <div className="mb-8 flex flex-wrap items-center gap-3 text-sm text-stone-600">
          {article.category && (
            <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">{article.category}</span>
          )}
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </div>
        <LeadText lang={langOf(article, 'summary')}>{article.summary}</LeadText>
        <StoryBlocks
          priorityFirst
          blocks={[
            { text: article.description, image: cover, imageAlt: article.title, lang: langOf(article, 'description') },
            {
              text: article.description2,
              image: article.image1,
              imageAlt: `${article.title} (1)`,
              lang: langOf(article, 'description2'),
            },
            {
              text: article.description3,
              image: article.image2,
              imageAlt: `${article.title} (2)`,
              lang: langOf(article, 'description3'),
            },
          ]}
        />
        {morePhotos.length > 0 && (
          <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-3">
            {morePhotos.map((src, i) => (
              <li key={src} className="overflow-hidden rounded-lg bg-stone-200">
                <ResponsiveImage
                  src={src}
                  alt={`${article.title} (${i + 3})`}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  className="aspect-[4/3] w-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <DetailFooter backTo={kind.list} backLabel={kind.backLabel} link={article.link} linkLabel={t.articleLink} />
      </PageBody>
    </article>
  );
}
