import { VerificationScreen } from '../components/VerificationScreen';

export function ForgotPasswordVerification() {
  return <VerificationScreen action="forgot_password" />;
}

export { ForgotPasswordVerification as Component };
export { forgotStepLoader as loader } from '../lib/loaders';
