import { albumPhotosScreen } from '../albums/album-photos-screen';

/** /managephotos/{id}/foto: an exclusive album's photos. */
export default albumPhotosScreen('subsgaleri', '/managephotos');
