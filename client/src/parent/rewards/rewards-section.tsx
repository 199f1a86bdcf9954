import { reversalEntry, adjustmentEntry } from '@sync/domain/ledger-adjustments';
import { currentOrNextPause } from '@sync/domain/streak-pauses';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toaster';
import type { ChildSectionProps } from '../child-section-props';
import { useFamilyTimeZone, useFamilyToday } from '../../session/use-family-today';
import { AdjustmentForm } from './adjustment-form';
import { BalanceCard } from './balance-card';
import { HolidayPauseCard } from './holiday-pause-card';
import { LedgerCard } from './ledger-card';
import { MagicRewardsCard } from './magic-rewards-card';
import { RewardSettingsCard } from './reward-settings-card';
import { coins } from './reward-words';
import { SavingsGoalCard } from './savings-goal-card';
import { useChildRewards } from './use-child-rewards';
import { useRewardWrites } from './use-reward-writes';
import { bonusesGivenOn } from '@sync/domain/caregiver-bonuses';
import { DEFAULT_CAREGIVER_BONUS_LIMIT } from '@sync/domain/member-permissions';
import { useCurrentUser } from '../../session/current-user';
import { useMayDo } from '../household/use-member-role';

/** A child's coins, streaks, savings goal, coin history, magic rewards, coin settings and pauses. */
export function RewardsSection({ child }: ChildSectionProps) {
  const rewards = useChildRewards(child.id);
  const writes = useRewardWrites(child.id);
  const timeZone = useFamilyTimeZone();
  const today = useFamilyToday();
  const mayEdit = useMayDo('editRewards');
  const mayTakeBack = useMayDo('takeCoinsBack');
  const user = useCurrentUser().user;
  const bonusLimit = user?.caregiverBonusLimit ?? DEFAULT_CAREGIVER_BONUS_LIMIT;
  if (!rewards) return <Spinner label="Opening rewards…" />;

  const { ledger, settings, magicRewards, projection } = rewards;
  const pauses = settings?.streakPauses ?? [];
  const pauseToday = currentOrNextPause(pauses, today);
  const goal = magicRewards.find((reward) => reward.id === settings?.goalRewardId && reward.isActive) ?? null;
  const chooseGoal = (goalRewardId: string | null) => writes.saveSettings(settings, { goalRewardId });

  async function adjust(points: number, description: string, id: string) {
    if (!writes.familyId) return;
    const entry = adjustmentEntry({
      id,
      familyId: writes.familyId,
      childId: child.id,
      points,
      description,
      createdAt: new Date().toISOString(),
    });
    await writes.addLedgerEntry(entry);
    notify({
      title: points > 0 ? `${coins(points)} for ${child.name}` : `${coins(-points)} taken back`,
      description: entry.description,
    });
  }

  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <div className="space-y-5">
        <BalanceCard
          name={child.name}
          projection={projection}
          pause={pauseToday !== null && pauseToday.from <= today ? pauseToday : null}
        />
        {mayEdit && (
          <SavingsGoalCard
            name={child.name}
            balance={projection.totalPoints}
            goal={goal}
            hasRewards={magicRewards.some((reward) => reward.isActive)}
            onClear={() => void chooseGoal(null)}
          />
        )}
        <LedgerCard
          childId={child.id}
          name={child.name}
          ledger={ledger}
          timeZone={timeZone}
          today={today}
          form={
            <AdjustmentForm
              name={child.name}
              onSubmit={(input, id) => adjust(input.points, input.description, id)}
              {...(mayTakeBack
                ? {}
                : {
                    caregiverBonus: {
                      limit: bonusLimit,
                      givenToday: bonusesGivenOn(ledger, user?.id ?? '', today, timeZone),
                    },
                  })}
            />
          }
          {...(mayTakeBack
            ? {
                onUndo: (redemption: Parameters<typeof reversalEntry>[0]) =>
                  void writes.addLedgerEntry(reversalEntry(redemption, new Date().toISOString())),
              }
            : {})}
        />
      </div>
      {mayEdit && (
        <div className="space-y-5">
          <MagicRewardsCard
            childId={child.id}
            name={child.name}
            rewards={magicRewards}
            goalRewardId={goal?.id ?? null}
            writes={writes}
            onChooseGoal={chooseGoal}
          />
          <RewardSettingsCard
            key={settings?.id ?? 'new'}
            childId={child.id}
            name={child.name}
            settings={settings}
            onSave={(change, edit) =>
              settings && edit
                ? writes.changeSettings(settings.id, edit.start, change)
                : writes.saveSettings(settings, change)
            }
          />
          <HolidayPauseCard
            name={child.name}
            pauses={pauses}
            today={today}
            onChange={(streakPauses) => writes.saveSettings(settings, { streakPauses })}
          />
        </div>
      )}
    </div>
  );
}
