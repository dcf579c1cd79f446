import { PhoneOtpScreen } from '../components/PhoneOtpScreen';

export function ForgotPassword() {
  return <PhoneOtpScreen action="forgot_password" />;
}

export { ForgotPassword as Component };
export { phoneFlowLoader as loader } from '../lib/loaders';
