import { uiMessages } from '@teater/contract';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{uiMessages.pageNotFound}</h1>
      <p className="mt-3 text-stone-600">{uiMessages.pageNotFoundBody}</p>
      <Link to="/" className="mt-8 rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600">
        {uiMessages.goBack}
      </Link>
    </section>
  );
}

export default NotFoundPage;
