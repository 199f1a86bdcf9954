import { ParentPage } from './parent-page';

export function AddChildPage() {
  return (
    <ParentPage
      title="Add a child"
      lede="Create a profile with your child's name and birthday. Each child gets their own board, routines and rewards, and you can pair their board straight after."
    />
  );
}
