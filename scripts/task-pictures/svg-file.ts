// One icon of an Iconify set as a standalone SVG file: the task and reward pictures are written this way.

/** One icon of an Iconify JSON set. */
export interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

/** An Iconify JSON icon set. */
export interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** One picture as a file of its own: the icon's shapes in an SVG root with its view box and a title. */
export function toSvg(icon: IconifyIcon, set: IconifySet, title: string): string {
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const box = `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`;
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="${width * 4}" height="${height * 4}">` +
    `<title>${escaped}</title>${icon.body}</svg>\n`
  );
}
