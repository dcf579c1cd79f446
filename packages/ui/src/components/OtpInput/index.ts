export { eraseOtp, fillOtp, OTP_LENGTH } from './otp';
export { OtpInput, type OtpInputProps } from './OtpInput';
