import { authMessages } from '@teater/contract';
import { Link } from 'react-router';
import { useLoginHref } from '../../../lib/login-return';

/** 'Silahkan login terlebih dahulu. Login': a visitor is asked to log in, and comes back here. */
export function LoginToOrder({ className = '' }: { className?: string }) {
  const loginHref = useLoginHref();
  return (
    <p className={`text-stone-700 ${className}`}>
      {authMessages.loginToOrder}.{' '}
      <Link to={loginHref} className="font-medium text-brand-700 underline">
        Login
      </Link>
    </p>
  );
}
