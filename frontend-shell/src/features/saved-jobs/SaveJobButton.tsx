import styled from 'styled-components';
import { errorMessage } from '../../api/base-api';
import { useSession } from '../session/use-session';
import { useToast } from '../toasts/ToastProvider';
import { useListSavedJobsQuery, useSaveJobMutation, useUnsaveJobMutation } from './saved-jobs-api';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: #fff;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Save / unsave (a bookmark) for signed-in members, on job cards and job pages
 * (docs/product.md#saved-jobs); visitors see nothing.
 */
export function SaveJobButton({ job }: { job: { id: string; positionTitle: string } }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data: saved } = useListSavedJobsQuery(undefined, { skip: !signedIn });
  const [save, saving] = useSaveJobMutation();
  const [unsave, removing] = useUnsaveJobMutation();
  const notify = useToast();
  if (!signedIn) return null;

  const isSaved = !!saved?.some((item) => item.id === job.id);
  const busy = saving.isLoading || removing.isLoading;
  const onClick = async () => {
    try {
      if (isSaved) await unsave({ jobId: job.id }).unwrap();
      else await save({ jobId: job.id }).unwrap();
    } catch (error) {
      notify({
        title: 'Could not update saved jobs',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <Toggle
      type="button"
      aria-pressed={isSaved}
      aria-label={`Save job: ${job.positionTitle}`}
      title={isSaved ? 'Remove from saved jobs' : 'Save this job'}
      disabled={busy || !saved}
      onClick={onClick}
    >
      <BookmarkIcon filled={isSaved} />
    </Toggle>
  );
}
