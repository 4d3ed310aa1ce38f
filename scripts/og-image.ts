import { chromium } from '@playwright/test';
import { cooperative } from '../src/shared/content/cooperative';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';

/**
 * Draws public/og-image.png, the card a link to the page shows on WhatsApp or Facebook
 * (1200 × 630, their recommended size): the cooperative's name and mark on the brand's green, and
 * what the page is for. Run again after changing the name in the content module:
 * `npx tsx scripts/og-image.ts`.
 */
const card = `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column;
    justify-content: center; gap: 36px; padding: 0 90px; box-sizing: border-box;
    font-family: 'DejaVu Sans', sans-serif; color: #fff;
    background: linear-gradient(160deg, #063f27, #0b5d3b 70%); }
  .mark { width: 120px; height: 120px; border-radius: 28px; background: #fff; color: #0b5d3b;
    display: grid; place-items: center; font-size: 56px; font-weight: 800; }
  h1 { margin: 0; font-size: 60px; line-height: 1.15; }
  p { margin: 0; font-size: 34px; color: #cfe9da; }
  .action { display: inline-block; background: #f2b632; color: #1c2621; border-radius: 999px;
    padding: 14px 34px; font-size: 32px; font-weight: 700; }
</style></head><body>
  <div class="mark">PP</div>
  <h1>${cooperative.name}</h1>
  <p>Hazte asociado: llena tu solicitud de ingreso en línea.</p>
  <div><span class="action">Formulario primer paso</span></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
