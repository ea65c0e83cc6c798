import { PlaceholderPage } from '../../../components/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Merch List" />;
}
