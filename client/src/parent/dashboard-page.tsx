import { ActionCard } from './action-card';
import { ParentPage } from './parent-page';

export function DashboardPage() {
  return (
    <ParentPage
      title="Your family today"
      lede="See each child's routines, chores and coins as they happen, wherever you are."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          to="/add-child"
          icon="users"
          title="Add a child"
          body="Create a profile so your child gets their own board, routines and rewards."
        />
        <ActionCard
          to="/nia-coach"
          icon="chat"
          title="Ask Nia"
          body="Get routine ideas that suit your child's age, ready for you to edit."
        />
      </div>
    </ParentPage>
  );
}
