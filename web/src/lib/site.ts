import { slugify } from '@teater/contract';

/** The company name is a server setting, put into index.html as <meta name="site-name">. */
function readSiteName(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="site-name"]') : null;
  const value = meta?.getAttribute('content') ?? '';
  return value && !value.startsWith('%') ? value : 'Teater Satu';
}

export const SITE_NAME = readSiteName();
/** The about route `/{product}`: the name's slug. */
export const SITE_SLUG = slugify(SITE_NAME) || 'teater';
