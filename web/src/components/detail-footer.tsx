import { BackLink } from './back-link';
import { ExternalLink } from './external-link';

interface DetailFooterProps {
  backTo: string;
  backLabel: string;
  /** an external address (the record's link field); opens in a new tab */
  link?: string | null;
  linkLabel?: string;
}

/** The end of a detail page: the way back to the list and, when the record has one, its external link. */
export function DetailFooter({ backTo, backLabel, link, linkLabel }: DetailFooterProps) {
  return (
    <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-stone-200 pt-8">
      <BackLink to={backTo} label={backLabel} />
      {link && linkLabel && (
        <ExternalLink
          href={link}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow hover:bg-brand-600"
        >
          {linkLabel}
          <span aria-hidden="true">↗</span>
        </ExternalLink>
      )}
    </div>
  );
}
