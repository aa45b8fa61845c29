import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecordJobViewMutation } from '../../api/generated';

/**
 * Counts one view of a job's page once it has loaded (docs/product.md#analytics): the referrer is
 * this site for a navigation inside the shell, else the document's referrer; `utm_source` comes
 * from the address (alert emails link with `utm_source=alert`). Nothing about the visitor is sent.
 */
export function useRecordJobView(jobId: string | undefined): void {
  const [record] = useRecordJobViewMutation();
  const location = useLocation();
  const counted = useRef<string | null>(null);
  // The first page of a visit has the 'default' key; later ones were reached inside the shell.
  const inApp = location.key !== 'default';
  const utmSource = new URLSearchParams(location.search).get('utm_source') ?? undefined;

  useEffect(() => {
    if (!jobId || counted.current === jobId) return;
    counted.current = jobId;
    const referrer = inApp ? window.location.origin + '/' : document.referrer;
    record({ id: jobId, recordViewDto: { referrer, utmSource } }).catch(() => undefined);
  }, [jobId, inApp, utmSource, record]);
}
