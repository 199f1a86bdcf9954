// The themes in the board's settings: the three looks side by side, the child's own marked. A board does not
// change its child's profile (R-BOARD), so the choice itself is the parent's, in the app.
import { useBoardData, useBoardDocuments } from '../board-data-context';
import { BOARD_THEMES } from './board-themes';
import { ThemeSwatch } from './theme-swatch';

/** The theme previews of the board's settings. */
export function BoardThemePreview() {
  const { childId } = useBoardData();
  const children = useBoardDocuments('children', { id: childId }, childId);
  const current = children?.[0]?.theme ?? 'default';
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-3" aria-label="Board themes">
        {BOARD_THEMES.map((theme) => (
          <li key={theme.id}>
            <ThemeSwatch theme={theme.id} selected={theme.id === current} />
          </li>
        ))}
      </ul>
      <p className="text-ink-soft">
        A grown-up changes the theme in the Brightday app, on the child&apos;s profile.
      </p>
    </div>
  );
}
