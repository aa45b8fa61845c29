import { errorMessage } from '../../api/base-api';
import { Button, ButtonLink } from '../../components/Button';
import { useSession } from '../session/use-session';
import { useToast } from '../toasts/ToastProvider';
import { useCreateAlertMutation, useListAlertsQuery } from './alerts-api';

function MemberFollowButton({ teamName }: { teamName: string }) {
  const { data: alerts } = useListAlertsQuery();
  const [create, created] = useCreateAlertMutation();
  const notify = useToast();
  const following = alerts?.some((alert) => alert.filters.exactTeamName === teamName);

  async function follow() {
    try {
      await create({
        createAlertDto: {
          name: `Team: ${teamName}`,
          frequency: 'instant',
          filters: { exactTeamName: teamName },
        },
      }).unwrap();
      notify({ title: `Following ${teamName}`, description: 'We will email you its new jobs.' });
    } catch (err) {
      notify({ title: 'Not followed', description: errorMessage(err), variant: 'destructive' });
    }
  }

  if (following) {
    return (
      <ButtonLink to="/account/alerts" $variant="outline">
        Following
      </ButtonLink>
    );
  }
  return (
    <Button
      type="button"
      $variant="outline"
      disabled={created.isLoading}
      onClick={() => void follow()}
    >
      Follow team
    </Button>
  );
}

/** "Follow team" on a team page: an instant alert for that team (visitors sign in first). */
export function FollowTeamButton({ teamName }: { teamName: string }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <ButtonLink to="/auth" $variant="outline">
        Follow team
      </ButtonLink>
    );
  }
  return <MemberFollowButton teamName={teamName} />;
}
