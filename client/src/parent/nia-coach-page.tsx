import { ParentPage } from './parent-page';

export function NiaCoachPage() {
  return (
    <ParentPage
      title="Nia, your parenting coach"
      lede="Ask Nia for routine ideas that suit your child's age, or for advice on a tricky moment. You can edit every suggestion before it reaches the board."
    />
  );
}
