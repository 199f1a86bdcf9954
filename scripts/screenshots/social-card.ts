// The picture a link to Brightday shows when shared (Open Graph and Twitter cards): 1200 × 630, the
// size both recommend, with the name, the promise and a real screenshot of the board.
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

const root = new URL('../..', import.meta.url).pathname;

/** Renders the card in `page` and writes it as `brightday-card.jpg` in `outDir`. */
export async function renderSocialCard(page: Page, outDir: string, boardWebp: Buffer): Promise<void> {
  const board = (await sharp(boardWebp).resize({ width: 720 }).png().toBuffer()).toString('base64');
  const logo = readFileSync(join(root, 'client', 'src', 'ui', 'logo-mark.svg')).toString('base64');
  await page.setContent(`<!doctype html>
<html><body style="margin:0;width:1200px;height:630px;overflow:hidden;background:#fff8ef;color:#1f2340;
  font-family:'Nunito','Quicksand',ui-rounded,'DejaVu Sans',sans-serif">
  <div style="position:absolute;right:-160px;top:-160px;width:640px;height:640px;border-radius:50%;
    background:radial-gradient(closest-side,#ffe7a8,transparent)"></div>
  <div style="position:absolute;left:72px;top:84px;width:470px">
    <div style="display:flex;align-items:center;gap:16px;font-size:44px;font-weight:800">
      <img src="data:image/svg+xml;base64,${logo}" width="64" height="64" alt="">Brightday
    </div>
    <p style="margin:48px 0 0;font-size:58px;line-height:1.08;font-weight:900">Calmer mornings.<br>
      <span style="color:#b8430f">Happier bedtimes.</span></p>
    <p style="margin:28px 0 0;font-size:26px;line-height:1.35;color:#4a5070">
      Routines, chores and rewards kids follow on their own smart board.</p>
  </div>
  <div style="position:absolute;left:590px;top:120px;padding:14px;border-radius:34px;background:#1f2340;
    transform:rotate(2deg);box-shadow:0 24px 50px -20px rgba(31,35,64,.45)">
    <img src="data:image/png;base64,${board}" width="640" height="400" style="display:block;border-radius:22px" alt="">
  </div>
</body></html>`);
  const png = await page.screenshot({ type: 'png' });
  mkdirSync(outDir, { recursive: true });
  await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toFile(join(outDir, 'brightday-card.jpg'));
}
