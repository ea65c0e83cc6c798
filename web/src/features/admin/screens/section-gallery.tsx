import { landingGalleryApi } from '../../landing/api';
import { landingSetScreen } from './landing-set-screen';

/** The landing gallery set (key galeriteater1). */
export default landingSetScreen({
  title: 'Landing Gallery Section',
  resource: landingGalleryApi,
  keyField: 'key',
  slots: ['photogalerilsatu', 'photogaleridua', 'photogaleritiga'],
  noun: 'Set Galeri',
});
