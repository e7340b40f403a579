import {
  constants,
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  sign,
  type KeyObject,
} from 'node:crypto';

// The sandbox's own copy of the IRP's ciphers and signatures, written apart from the adapter's
// (lambdas/checkout-payments/e-invoicing/irp-crypto.ts), so a mistake there cannot pass by
// agreeing with itself: RSA (PKCS#1 v1.5) for the sign-in, AES-256-ECB for everything after, and
// RS256 JWTs for the signed invoice and QR code.

export interface SandboxKeys {
  /** The sign-in's encryption key pair; the public half is what the IRP publishes. */
  encryption: { publicKeyPem: string; privateKey: KeyObject };
  /** Signs the QR code and invoice JWTs. */
  signing: { publicKeyPem: string; privateKey: KeyObject };
}

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

/** Fresh keys for each start: nothing the sandbox signs outlives it. */
export const newSandboxKeys = (): SandboxKeys => ({ encryption: keyPair(), signing: keyPair() });

/**
 * RSA with PKCS#1 v1.5 padding, undone by hand: Node refuses PKCS#1 v1.5 in privateDecrypt
 * (CVE-2023-46809), so the block is decrypted raw and its padding (00 02 <random> 00) removed.
 */
export function rsaDecrypt(privateKey: KeyObject, base64: string): Buffer {
  const block = privateDecrypt(
    { key: privateKey, padding: constants.RSA_NO_PADDING },
    Buffer.from(base64, 'base64'),
  );
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) throw new Error('bad padding');
  return block.subarray(separator + 1);
}

export function aesEncrypt(key: Buffer, data: Buffer | string): string {
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(data), cipher.final()]).toString('base64');
}

export function aesDecrypt(key: Buffer, base64: string): Buffer {
  const decipher = createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
}

const base64Url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A compact RS256 JWT of `payload`, as the IRP signs its QR code and invoice. */
export function signJwt(privateKey: KeyObject, payload: object, keyId: string): string {
  const header = base64Url(JSON.stringify({ alg: 'RS256', kid: keyId, typ: 'JWT' }));
  const body = base64Url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), privateKey);
  return `${header}.${body}.${base64Url(signature)}`;
}
