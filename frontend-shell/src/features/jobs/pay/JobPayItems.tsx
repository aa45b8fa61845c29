import type { JobDto } from '../../../api/api';
import { formatPay, formatWorkplace } from './format-pay';

/** The eye-free labels of the two items, read before their values. */
const LABELS = { pay: 'Pay:', workplace: 'Workplace:' };

/**
 * A job's pay range and workplace as items of a card's or page's details list (nothing when the
 * job states neither). Kept out of JobCard itself so the home page's slider does not carry it:
 * the board, team and job pages pass it in.
 */
export function JobPayItems({
  job,
}: {
  job: Pick<JobDto, 'pay' | 'workplaceType' | 'remoteRegions'>;
}) {
  const workplace = formatWorkplace(job);
  return (
    <>
      {job.pay && (
        <li data-testid="job-pay">
          <span className="visually-hidden">{LABELS.pay} </span>
          <strong>{formatPay(job.pay)}</strong>
        </li>
      )}
      {workplace && (
        <li>
          <span className="visually-hidden">{LABELS.workplace} </span>
          {workplace}
        </li>
      )}
    </>
  );
}
