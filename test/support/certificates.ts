import type { CertificateView } from '#lambdas/learning/certificate-view';

/** A certificate as the PDF Lambda draws it. */
export function aCertificateView(overrides: Partial<CertificateView> = {}): CertificateView {
  return {
    id: 'K7QM-4T2X-9RAD',
    learnerName: 'Asha Rao',
    courseTitle: 'Full Stack Web Development',
    batchName: 'February 2027 (Weekend)',
    batchStarted: '6 February 2027',
    completedOn: '15 May 2027',
    issuedAt: '2027-05-15T11:30:00.000Z',
    issuer: 'Nexora Technologies',
    verifyUrl: 'https://www.example.in/certificates/K7QM-4T2X-9RAD',
    ...overrides,
  };
}
