import { heroApi } from '../../landing/api';
import { landingSetScreen } from './landing-set-screen';

/** The hero set (key teater1). */
export default landingSetScreen({
  title: 'Manage Landing Page Images',
  resource: heroApi,
  keyField: 'key',
  slots: ['photocaroselsatu', 'photocaroseldua', 'photocaroseltiga'],
  noun: 'Set Gambar',
});
