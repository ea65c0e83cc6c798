import { SITE_NAME } from '../../lib/site';

export function Footer() {
  return <footer className="bg-stone-900 px-4 py-8 text-center text-sm text-stone-300">© 2024 {SITE_NAME}</footer>;
}
