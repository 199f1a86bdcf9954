import { ParentPage } from './parent-page';

export function PairBoardPage() {
  return (
    <ParentPage
      title="Pair a board"
      lede="On the tablet that will be your child's board, open the Brightday board setup. It shows a six-digit code: type it here to connect the board to your child."
    >
      <p className="text-ink-soft">Each code lasts 10 minutes and works only once.</p>
    </ParentPage>
  );
}
