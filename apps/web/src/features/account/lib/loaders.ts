import { redirect } from 'react-router';

import type { LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { deviceStorage } from '../../../lib/api';
import { countriesQuery } from '../../../lib/countries';

/** /register and /forgot-password: the calling codes load with the screen. */
export const phoneFlowLoader: LoaderFactory =
  ({ queryClient }) =>
  () => {
    void queryClient.prefetchQuery(countriesQuery);
    return null;
  };

/** A step after the phone number needs it: without one the flow starts again. */
function needsPhone(start: string): LoaderFactory {
  return () => () => {
    if (!deviceStorage.get('phoneNumber')) throw redirect(start);
    return null;
  };
}

/** A step after the OTP needs its proof too. */
function needsProof(start: string): LoaderFactory {
  return () => () => {
    if (!deviceStorage.get('phoneNumber') || !deviceStorage.get('OTP')) throw redirect(start);
    return null;
  };
}

export const registerStepLoader = needsPhone(paths.register);
export const forgotStepLoader = needsPhone(paths.forgotPassword);
export const setPasswordLoader = needsProof(paths.register);
export const resetPasswordLoader = needsProof(paths.forgotPassword);
