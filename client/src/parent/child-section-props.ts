// What a section of the child's screen receives: its own file, so that the sections and the list of
// sections (child-sections.tsx) both import it and neither imports the other.
import type { ChildDocument } from '../data/hooks/use-children';

/** What a section of the child's screen receives. */
export interface ChildSectionProps {
  child: ChildDocument;
}
