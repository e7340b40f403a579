import {
  constants,
  createCipheriv,
  createDecipheriv,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

// The NIC e-invoice API's two ciphers (decision 027): the sign-in's password and app key go
// RSA-encrypted with the IRP's public key (PKCS#1 v1.5); every later request and answer travels
// AES-256-ECB-encrypted (PKCS#7 padding) with the session key (Sek) the sign-in hands back,
// itself encrypted with our app key. Pure, so the sandbox can be checked against them.

/** A fresh 32-byte app key for one session. */
export const newAppKey = (): Buffer => randomBytes(32);

export function rsaEncrypt(publicKeyPem: string, data: Buffer): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, data).toString(
    'base64',
  );
}

export function aesEncrypt(key: Buffer, data: Buffer | string): string {
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(data), cipher.final()]).toString('base64');
}

export function aesDecrypt(key: Buffer, base64: string): Buffer {
  const decipher = createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
}
