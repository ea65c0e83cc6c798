import { useQuery } from '@tanstack/react-query';
import {
  type Article,
  beritakolaborasis,
  beritapartners,
  beritas,
  type ResourceDef,
  splitUrls,
} from '@teater/contract';
import { usePagedList } from '../../components/use-paged-list';
import { resourceClient } from '../../lib/resource-client';
import { paths } from '../../lib/site-table';

/** News, collaboration and partnership items seen through one shape: only image field names differ. */
export interface ArticleView {
  id: number;
  title: string;
  summary: string;
  createdAt: string;
  category: string | null;
  /** photo_url may hold several comma-separated URLs (spec 3) */
  photos: string[];
  description: string;
  description2: string | null;
  description3: string | null;
  image1: string | null;
  image2: string | null;
  link: string | null;
  /** in English: the fields given in Indonesian, no translation yet (shown with lang="id") */
  _untranslated?: string[];
}

type Gambar = { gambar_1: string | null; gambar_2: string | null } | { gambar1: string | null; gambar2: string | null };
type ArticleEntity = Article<typeof beritas> | Article<typeof beritapartners>;

const toView = (e: ArticleEntity): ArticleView => {
  const images: Gambar = e;
  const [image1, image2] = 'gambar_1' in images ? [images.gambar_1, images.gambar_2] : [images.gambar1, images.gambar2];
  return {
    id: e.id,
    title: e.title,
    summary: e.summary,
    createdAt: e.createdAt,
    category: e.category?.name || null,
    photos: splitUrls(e.photo_url),
    description: e.description,
    description2: e.description2,
    description3: e.description3,
    image1,
    image2,
    link: e.link,
    _untranslated: e._untranslated,
  };
};

/** The list and detail hooks of one article resource, answering ArticleView. */
function articleSource<R extends ResourceDef>(
  resource: ReturnType<typeof resourceClient<R, Article<R>>>,
  view: (entity: Article<R>) => ArticleView,
) {
  return {
    /** the page of the list in `?page=` */
    usePage: () => usePagedList(resource, {}, view),
    /** null (a malformed id) never reaches the API: the page shows not-found at once */
    useDetail: (id: number | null) => useQuery({ ...resource.detail(id ?? 0), enabled: id !== null, select: view }),
  };
}

export interface ArticleKind {
  title: string;
  intro: string;
  empty: string;
  backLabel: string;
  list: string;
  detail: (id: number) => string;
  source: ReturnType<typeof articleSource>;
}

interface SectionTexts {
  readonly texts: { heading: string; intro: string; empty: string; back: string };
}

/** One article section: its texts read when shown (in the page's language), its links and source. */
function articleKind(
  def: SectionTexts,
  links: Pick<ArticleKind, 'list' | 'detail'>,
  source: ArticleKind['source'],
): ArticleKind {
  return {
    get title() {
      return def.texts.heading;
    },
    get intro() {
      return def.texts.intro;
    },
    get empty() {
      return def.texts.empty;
    },
    get backLabel() {
      return def.texts.back;
    },
    list: links.list,
    detail: links.detail,
    source,
  };
}

/** The three article sections of the site: one list page and one detail page serve them all. */
export const articleKinds = {
  news: articleKind(
    beritas,
    paths.news,
    articleSource(resourceClient<typeof beritas, Article<typeof beritas>>(beritas), toView),
  ),
  collaboration: articleKind(
    beritakolaborasis,
    paths.collaborations,
    articleSource(
      resourceClient<typeof beritakolaborasis, Article<typeof beritakolaborasis>>(beritakolaborasis),
      toView,
    ),
  ),
  partnership: articleKind(
    beritapartners,
    paths.partnerships,
    articleSource(resourceClient<typeof beritapartners, Article<typeof beritapartners>>(beritapartners), toView),
  ),
} satisfies Record<string, ArticleKind>;
