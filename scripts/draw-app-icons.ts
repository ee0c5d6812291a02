// `node --import tsx scripts/draw-app-icons.ts`: draws the installed app's PNG icons into
// apps/web/public/icons from the site's heart mark (favicon.svg), with Debian's Chromium. The PNGs
// are committed; run this again only when the mark changes.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BLUE = '#005eb8';
const HEART = 'M16 25s-9-5.6-9-11.5A5 5 0 0 1 16 11a5 5 0 0 1 9 2.5C25 19.4 16 25 16 25z';
const out = new URL('../apps/web/public/icons/', import.meta.url);

/** `corner` rounds the tile ("any" icons); a maskable icon is full-bleed with the heart in the safe circle. */
const svg = (
  corner: number,
  heartScale: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${corner}" fill="${BLUE}"/>
  <g transform="translate(16 18) scale(${heartScale}) translate(-16 -18)"><path d="${HEART}" fill="#fff"/></g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: svg(6, 1.15) },
  { file: 'icon-512.png', size: 512, svg: svg(6, 1.15) },
  { file: 'icon-maskable-512.png', size: 512, svg: svg(0, 0.95) },
  { file: 'apple-touch-icon.png', size: 180, svg: svg(0, 1.05) },
  { file: 'badge-96.png', size: 96, svg: svg(0, 1.3).replace(`fill="${BLUE}"`, 'fill="none"') },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${icon.svg}`,
  );
  writeFileSync(new URL(icon.file, out), await page.screenshot({ omitBackground: true }));
}
await browser.close();
