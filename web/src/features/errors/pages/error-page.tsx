import { uiMessages } from '@teater/contract';
import { Link } from 'react-router';

export default function ErrorPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{uiMessages.genericError}</h1>
      <p className="mt-3 text-stone-600">Terjadi kesalahan. Silakan coba beberapa saat lagi.</p>
      <Link to="/" className="mt-8 rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600">
        {uiMessages.goBack}
      </Link>
    </section>
  );
}
