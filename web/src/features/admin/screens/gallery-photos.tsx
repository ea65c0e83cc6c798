import { albumPhotosScreen } from '../albums/album-photos-screen';

/** /managegallery/{id}/foto: a gallery album's photos. */
export default albumPhotosScreen('galeris', '/managegallery');
