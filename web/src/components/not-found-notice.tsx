import { BackLink } from './back-link';

/** The empty or not-found text of a page with the link back to its list. */
export function NotFoundNotice({ text, backTo, backLabel }: { text: string; backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4">
      <span aria-hidden="true" className="font-display text-5xl text-stone-300">
        ❦
      </span>
      <p className="font-display text-xl text-stone-700">{text}</p>
      <BackLink to={backTo} label={backLabel} />
    </div>
  );
}
