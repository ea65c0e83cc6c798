import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { SITE_NAME } from '../../lib/site';

export function Header() {
  const { isLoggedIn } = useSession();
  return (
    <header className="bg-white shadow-sm">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link to="/" className="font-display text-xl font-bold text-brand-700">
          {SITE_NAME}
        </Link>
        {isLoggedIn ? <Link to="/account">Akun</Link> : <Link to="/login">Login</Link>}
      </div>
    </header>
  );
}
