// The steps of having a reward: the child taps it, is asked, says yes; the entry is written and a
// celebration shows. The entry's id is made when the question opens (D-REDEEM-2).
import { useCallback, useState } from 'react';
import { newId } from '../../data/new-id';
import { useBoardData } from '../board-data-context';
import { redeemReward } from '../../data/writes/reward-transactions';
import type { BoardMagicReward } from './use-board-rewards';

/** A reward just had, for its celebration. */
export interface Redeemed {
  reward: BoardMagicReward;
  coins: number;
}

const PROBLEMS = {
  'not-enough-coins': (missing: number) =>
    `Not yet: you need ${missing} more ${missing === 1 ? 'coin' : 'coins'}.`,
  'reward-unavailable': () => 'This reward is having a rest. Ask a grown-up!',
};

/** The question, its answer and the celebration after it. */
export function useRedeemFlow() {
  const { database, familyId, childId, doneBy } = useBoardData();
  const [asking, setAsking] = useState<{ reward: BoardMagicReward; id: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);

  const choose = useCallback((reward: BoardMagicReward) => {
    setProblem(null);
    setAsking({ reward, id: newId() });
  }, []);

  const notNow = useCallback(() => {
    setAsking(null);
    setProblem(null);
  }, []);

  const yes = useCallback(async () => {
    if (asking === null) return;
    setBusy(true);
    try {
      const result = await redeemReward(database, {
        id: asking.id,
        familyId,
        childId,
        rewardId: asking.reward.id,
        doneBy,
      });
      if (result.status === 'redeemed') {
        setAsking(null);
        setRedeemed({ reward: asking.reward, coins: -result.entry.points });
      } else {
        setProblem(PROBLEMS[result.reason](asking.reward.pointCost - result.balance));
      }
    } catch (error) {
      console.error('could not redeem the reward', error);
      setProblem('Something went wrong. Ask a grown-up to try again.');
    } finally {
      setBusy(false);
    }
  }, [asking, database, familyId, childId, doneBy]);

  return {
    asking: asking?.reward ?? null,
    problem,
    busy,
    redeemed,
    choose,
    notNow,
    yes: () => void yes(),
    celebrated: useCallback(() => setRedeemed(null), []),
  };
}
