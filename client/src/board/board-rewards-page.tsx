// /board/{deviceId}/rewards on the tablet and /smart-board/{childId}/rewards in a parent's preview: the
// child's coins as countable tiles, stars, stickers and treasures, the savings jar, the magic rewards to
// spend coins on, and the latest coins in pictures. All read from and written to the local database, so it
// works with no Wi-Fi (ADR 0040).
import { Link } from 'react-router';
import { rewardPictureUrl } from '@sync/domain/reward-pictures';
import { Icon } from '../ui/icon';
import { usePageMeta } from '../ui/use-page-meta';
import { useBoardData } from './board-data-context';
import { BoardStatus } from './board-status';
import { Celebration } from './celebration';
import { AchievementsCard } from './rewards/achievements-card';
import { BOARD_CARD } from './rewards/board-card';
import { CoinsCard } from './rewards/coins-card';
import { MagicRewardCard } from './rewards/magic-reward-card';
import { RedeemDialog } from './rewards/redeem-dialog';
import { RewardHistory } from './rewards/reward-history';
import { SavingsJar } from './rewards/savings-jar';
import { useBoardRewards } from './rewards/use-board-rewards';
import { useRedeemFlow } from './rewards/use-redeem-flow';
import { boardThemeOf, themeStyle } from './themes/board-themes';
import { ThemeBackdrop } from './themes/theme-backdrop';
import { useFamilyClock } from './use-family-clock';

function CoinsResting() {
  return (
    <section className={`${BOARD_CARD} m-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center`}>
      <img src="/pictures/tasks/heart.svg" alt="" className="size-28" />
      <h2 className="text-3xl font-black">Coins are resting for now</h2>
      <p className="text-xl font-semibold text-(--board-text-soft)">
        Your grown-up has switched coins off. Your routines still make the day bright!
      </p>
    </section>
  );
}

/** The child's rewards page. */
export function BoardRewardsPage() {
  const { timeZone } = useBoardData();
  const { today } = useFamilyClock(30_000);
  const rewards = useBoardRewards(today);
  const flow = useRedeemFlow();
  const theme = boardThemeOf(rewards?.child?.theme);
  usePageMeta({ title: rewards?.child ? `${rewards.child.name}'s rewards` : 'My rewards' });

  const enabled = rewards?.child?.achievementsEnabled !== false;
  const balance = rewards?.projection.totalPoints ?? 0;
  return (
    <main
      data-theme={theme.id}
      className="relative isolate flex min-h-dvh flex-col gap-4 p-4 text-(--board-text) select-none sm:p-6"
      style={themeStyle(theme)}
    >
      <ThemeBackdrop theme={theme.id} />
      <header className="flex flex-wrap items-center gap-4 pe-24 sm:pe-28">
        <Link
          to=".."
          relative="path"
          className="inline-flex min-h-16 items-center gap-3 rounded-full bg-(--board-accent) px-7 text-2xl font-black text-(--board-accent-text) shadow-lift"
        >
          <Icon name="arrowLeft" className="size-8" />
          Back to my board
        </Link>
        <h1 className="text-4xl font-black sm:text-5xl">My rewards</h1>
        <div className="ml-auto">
          <BoardStatus />
        </div>
      </header>

      {rewards === undefined ? null : !enabled ? (
        <CoinsResting />
      ) : (
        <div className="grid flex-1 gap-4 landscape:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] landscape:items-start">
          {/* Upright, the stars and the jar share a row, so the page fits an 800 × 1280 tablet. */}
          <div className="flex flex-col gap-4 portrait:grid portrait:grid-cols-2">
            <CoinsCard balance={balance} />
            <AchievementsCard achievements={rewards.achievements} />
            {rewards.goal && <SavingsJar goal={rewards.goal} balance={balance} />}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <section aria-labelledby="magic-rewards" className="flex flex-col gap-3">
              <h2 id="magic-rewards" className="text-3xl font-black">
                Magic rewards
              </h2>
              {rewards.magicRewards.length === 0 ? (
                <p className={`${BOARD_CARD} text-xl font-bold`}>
                  No magic rewards yet. Ask a grown-up to add one!
                </p>
              ) : (
                <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
                  {rewards.magicRewards.map((reward) => (
                    <MagicRewardCard
                      key={reward.id}
                      reward={reward}
                      balance={balance}
                      isGoal={reward.id === rewards.goal?.id}
                      onChoose={flow.choose}
                    />
                  ))}
                </ul>
              )}
            </section>
            <RewardHistory
              entries={rewards.history}
              rewardsById={rewards.rewardsById}
              timeZone={timeZone}
              today={today}
            />
          </div>
        </div>
      )}

      <RedeemDialog
        reward={flow.asking}
        problem={flow.problem}
        busy={flow.busy}
        onYes={flow.yes}
        onNotNow={flow.notNow}
      />
      {flow.redeemed && (
        <Celebration
          kind="redeem"
          coins={flow.redeemed.coins}
          picture={rewardPictureUrl(flow.redeemed.reward.name)}
          title={`Enjoy your ${flow.redeemed.reward.name}!`}
          onDone={flow.celebrated}
        />
      )}
    </main>
  );
}
