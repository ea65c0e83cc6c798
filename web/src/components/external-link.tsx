import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to another site, opened in a new tab: the page opened gets no handle back to ours
 * (noopener) and no address of the page it came from (noreferrer).
 */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
