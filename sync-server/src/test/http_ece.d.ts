/** The part of http_ece (RFC 8188 encrypted content, shipped without types) the test push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair (the browser's, in web push). */
    privateKey: ECDH;
    authSecret: Buffer;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
