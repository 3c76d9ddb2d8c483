// Draws the demo's scanned document (apps/server/src/demo/assets/fire-inspection-scan.jpg): a
// fire inspection certificate as a 150 dpi office scanner would give it, slightly rotated, with
// paper grain, and no text layer. The JPEG is committed, so Steward never needs a font to seed
// the demo; run this again only to change the picture:
//   node --import tsx apps/server/scripts/make-demo-scan.ts
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';

const WIDTH = 1275; // US Letter at 150 dpi
const HEIGHT = 1650;
const canvas = createCanvas(WIDTH, HEIGHT);
const page = canvas.getContext('2d');

page.fillStyle = '#f7f6f2';
page.fillRect(0, 0, WIDTH, HEIGHT);
page.translate(WIDTH / 2, HEIGHT / 2);
page.rotate((0.5 * Math.PI) / 180);
page.translate(-WIDTH / 2, -HEIGHT / 2);

page.strokeStyle = '#2b2b2b';
page.lineWidth = 4;
page.strokeRect(80, 80, WIDTH - 160, HEIGHT - 160);

const ink = '#1d1d1d';
function line(text: string, y: number, size: number, options: { bold?: boolean; center?: boolean } = {}) {
  page.fillStyle = ink;
  page.font = `${options.bold ? 'bold ' : ''}${size}px "Liberation Serif", serif`;
  const x = options.center ? (WIDTH - page.measureText(text).width) / 2 : 140;
  page.fillText(text, x, y);
}

line('CITY OF SPRINGFIELD', 190, 34, { bold: true, center: true });
line('FIRE PREVENTION BUREAU', 240, 30, { center: true });
line('CERTIFICATE OF INSPECTION', 340, 44, { bold: true, center: true });
line('Portable Fire Extinguishers and Emergency Lighting', 400, 28, { center: true });

const body = [
  'Premises: Grace Community Church, 1200 Maple Avenue',
  'Occupancy: Place of assembly (A-3), fellowship hall and sanctuary',
  'Inspected on: July 30, 2025, by Apex Fire Safety Services',
  '',
  'Twenty-two portable extinguishers were inspected, tagged and found',
  'in working order. Two units in the kitchen were recharged. Exit',
  'signs and emergency lights passed the ninety-minute battery test.',
  '',
  'This certificate expires on July 31, 2026.',
  'The next annual inspection must be completed before that date.',
];
body.forEach((text, index) => {
  line(text, 520 + index * 52, 29);
});

line('Inspector: R. Alvarez, License No. FP-20417', 1260, 27);
page.strokeStyle = ink;
page.lineWidth = 2;
page.beginPath();
page.moveTo(140, 1400);
page.lineTo(620, 1400);
page.stroke();
line('Signature', 1440, 24);

// Paper grain and scanner noise, so the picture reads as a scan rather than a render.
page.setTransform(1, 0, 0, 1, 0, 0);
const pixels = page.getImageData(0, 0, WIDTH, HEIGHT);
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
for (let i = 0; i < pixels.data.length; i += 4) {
  const grey = 0.3 * pixels.data[i] + 0.59 * pixels.data[i + 1] + 0.11 * pixels.data[i + 2];
  const value = Math.max(0, Math.min(255, grey + (random() - 0.5) * 26));
  pixels.data[i] = value;
  pixels.data[i + 1] = value;
  pixels.data[i + 2] = value;
}
page.putImageData(pixels, 0, 0);

const target = new URL('../src/demo/assets/fire-inspection-scan.jpg', import.meta.url);
writeFileSync(target, canvas.toBuffer('image/jpeg', 70));
console.log(`wrote ${target.pathname}`);
