import { island } from '../../../components/island';
import { LoginFlow } from '../components/login-flow';

const LoginIsland = island('login', LoginFlow);

/** /login: the server's page, its card an island (the title changes with the second step). */
export default function LoginPage() {
  return <LoginIsland />;
}
