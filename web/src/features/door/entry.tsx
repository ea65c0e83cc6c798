import { createRoot } from 'react-dom/client';
import { DoorApp } from './components/door-app';
import { DoorEngine } from './lib/engine';
import './door.css';

/**
 * The door app's entry (web/checkin.html, built by vite.door.config.ts): the engine starts from
 * IndexedDB before anything asks the network, and the service worker keeps the app's files, so
 * the door opens again with no connection at all (decision 025).
 */
const engine = new DoorEngine();
const root = document.getElementById('root');
if (root) createRoot(root).render(<DoorApp engine={engine} />);
void engine.start();

if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/checkin-sw.js', { scope: '/checkin' }).catch(() => undefined);
}
