// http_ece (the encryption web-push uses) ships no types; the push test decrypts with it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's (the browser's) P-256 key pair. */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url. */
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
