import { PhoneOtpScreen } from '../components/PhoneOtpScreen';

export function Register() {
  return <PhoneOtpScreen action="register" />;
}

export { Register as Component };
export { phoneFlowLoader as loader } from '../lib/loaders';
