import { Link } from 'react-router';
import { buttonClass } from '../ui/button-class';
import { ParentPage } from '../ui/parent-page';

/** A child address that names no child of this family (deleted, or never ours). */
export function ChildNotFound() {
  return (
    <ParentPage title="We can't find this child" lede="They may have been removed from your family.">
      <Link to="/app" className={buttonClass('primary')}>
        Back to today
      </Link>
    </ParentPage>
  );
}
