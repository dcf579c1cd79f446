import { VerificationScreen } from '../components/VerificationScreen';

export function Verification() {
  return <VerificationScreen action="register" />;
}

export { Verification as Component };
export { registerStepLoader as loader } from '../lib/loaders';
