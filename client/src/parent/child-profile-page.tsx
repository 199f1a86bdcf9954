import { ParentPage } from './parent-page';

export function ChildProfilePage() {
  return (
    <ParentPage
      title="Child profile"
      lede="Change your child's name, birthday and board theme, and choose whether achievements show on their board."
    />
  );
}
