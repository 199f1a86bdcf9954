// The picture and word of a ledger entry in the board's history: what earned the coins (a routine, a job,
// a bonus) or what they bought, so a child who cannot read still knows each line.
import { reversalId } from '@sync/domain/ledger-adjustments';
import { rewardPictureUrl } from '@sync/domain/reward-pictures';
import { taskPictureUrl } from '@sync/domain/task-pictures';

/** What the history reads of an entry. */
export interface HistoryEntry {
  id: string;
  points: number;
  activityType: string;
  activityId: string | null;
  description: string;
}

/** What the history reads of a magic reward. */
export interface HistoryReward {
  name: string;
}

const REDEEMED = 'Redeemed: ';

function rewardName(entry: HistoryEntry, rewardsById: ReadonlyMap<string, HistoryReward>): string {
  const known = entry.activityId === null ? undefined : rewardsById.get(entry.activityId);
  if (known) return known.name;
  return entry.description.startsWith(REDEEMED)
    ? entry.description.slice(REDEEMED.length)
    : entry.description;
}

/** The picture (an image address) and short words of one entry. */
export function historyPicture(
  entry: HistoryEntry,
  rewardsById: ReadonlyMap<string, HistoryReward>,
  redemptionsById: ReadonlyMap<string, HistoryEntry>,
): { src: string; label: string } {
  switch (entry.activityType) {
    case 'routine':
      return { src: taskPictureUrl('check'), label: entry.points >= 0 ? 'Routine' : 'Routine undone' };
    case 'chore':
      return { src: taskPictureUrl('home'), label: entry.points >= 0 ? 'Job' : 'Job undone' };
    case 'reading':
      return { src: taskPictureUrl('book'), label: 'Reading' };
    case 'redemption':
      return { src: rewardPictureUrl(rewardName(entry, rewardsById)), label: rewardName(entry, rewardsById) };
    default: {
      // A parent's undo of a redemption (D-LEDGER-7) gives the coins back: the reward's picture, "Coins back".
      const redemption = entry.activityId === null ? undefined : redemptionsById.get(entry.activityId);
      if (redemption && entry.id === reversalId(redemption.id)) {
        return { src: rewardPictureUrl(rewardName(redemption, rewardsById)), label: 'Coins back' };
      }
      return entry.points >= 0
        ? { src: '/pictures/rewards/sticker.svg', label: 'Bonus' }
        : { src: taskPictureUrl('pencil'), label: 'Coins taken back' };
    }
  }
}
