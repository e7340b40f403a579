import { BadgeCheck, ShieldX } from 'lucide-react';
import { StatusHero } from '#web/components/status-hero';
import { useEffect, useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { CertificateVerification } from '#shared/learning/certificates';
import { paths } from '#web/app/paths';
import { apiGet, errorMessage } from '#web/lib/api-client';
import { formatIndianDate } from '#web/lib/format-date';
import { PageMeta } from '#web/lib/page-meta';
import { useParams } from '#web/lib/router';

type Check =
  | { id: string; state: 'checking' }
  | { id: string; state: 'found'; certificate: CertificateVerification }
  | { id: string; state: 'failed'; message: string };

const checkFailed = 'We could not check this certificate. Please try again.';

/**
 * /certificates/{id} (decision 016): whether a certificate of completion is genuine, for an employer
 * with its id. Checked live on every visit, never indexed; a revoked certificate says so.
 */
export function CertificatePage() {
  const id = useParams().id ?? '';
  const [check, setCheck] = useState<Check>({ id, state: 'checking' });

  useEffect(() => {
    let current = true;
    apiGet<CertificateVerification>(withPathParameters(apiPaths.certificate, { id })).then(
      (certificate) => current && setCheck({ id, state: 'found', certificate }),
      (error: unknown) =>
        current && setCheck({ id, state: 'failed', message: errorMessage(error, checkFailed) }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  const shown: Check = check.id === id ? check : { id, state: 'checking' };

  return (
    <section className="min-h-[60vh] bg-gradient-to-b from-blue-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <PageMeta
        title={`Certificate ${id}`}
        description="Check whether a certificate of completion we issued is genuine."
        path={paths.certificate(id)}
        noIndex
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-950">
          {shown.state === 'checking' && (
            <div role="status">
              <StatusHero tone="loading" title="Checking Certificate">
                <p>Checking certificate {id}…</p>
              </StatusHero>
            </div>
          )}
          {shown.state === 'failed' && (
            <div role="alert">
              <StatusHero tone="failed" title="Certificate Not Verified">
                <p>{shown.message}</p>
                <p className="mt-2 text-sm">
                  Check the ID was typed as printed on the certificate: {id}
                </p>
              </StatusHero>
            </div>
          )}
          {shown.state === 'found' && <Verified certificate={shown.certificate} />}
        </div>
      </div>
    </section>
  );
}

function Verified({ certificate }: { certificate: CertificateVerification }) {
  const revoked = certificate.status === 'revoked';
  return (
    <div role="status">
      <StatusHero
        tone={revoked ? 'failed' : 'success'}
        icon={revoked ? ShieldX : BadgeCheck}
        title={revoked ? 'Certificate Revoked' : 'Certificate Verified'}
      >
        <p>
          {revoked
            ? `${certificate.issuer} revoked this certificate on ${formatIndianDate(certificate.revokedAt ?? '')}. It no longer certifies completion.`
            : `${certificate.issuer} certifies that this learner completed the course.`}
        </p>
      </StatusHero>
      <dl className="mx-auto mt-6 grid max-w-md gap-x-6 gap-y-2 text-left text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500 dark:text-slate-400">Learner</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{certificate.learnerName}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Course</dt>
        <dd className="font-medium text-slate-900 dark:text-white">{certificate.courseTitle}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Batch</dt>
        <dd className="font-medium text-slate-900 dark:text-white">
          {certificate.batchName}
          {certificate.batchStartDate && `, from ${formatIndianDate(certificate.batchStartDate)}`}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Completed</dt>
        <dd className="font-medium text-slate-900 dark:text-white">
          {formatIndianDate(certificate.completedAt)}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Certificate ID</dt>
        <dd className="font-mono font-medium text-slate-900 dark:text-white">{certificate.id}</dd>
      </dl>
    </div>
  );
}
