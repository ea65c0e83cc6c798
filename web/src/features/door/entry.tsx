import '../../lib/locale';
import { LOCALE_COOKIE } from '@teater/contract';
import { createRoot } from 'react-dom/client';
import { readCookie } from '../../lib/cookies';
import { DoorApp } from './components/door-app';
import { DoorEngine } from './lib/engine';
import './door.css';

/**
 * The door app's entry (web/checkin.html, built by vite.door.config.ts): the engine starts from
 * IndexedDB before anything asks the network, and the service worker keeps the app's files, so
 * the door opens again with no connection at all (decision 025).
 */
// One address for both languages (its service worker caches one shell): the door speaks the
// language the staff member chose on the site, kept in the cookie, with or without a connection.
if (readCookie(LOCALE_COOKIE) === 'en') document.documentElement.lang = 'en';
const engine = new DoorEngine();
const root = document.getElementById('root');
if (root) createRoot(root).render(<DoorApp engine={engine} />);
void engine.start();

if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/checkin-sw.js', { scope: '/checkin' }).catch(() => undefined);
}
