import { LOGO_MAX_BYTES, LOGO_NOT_SVG_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { LOGO_LIMITS, sanitizeSvgLogo } from './svg-sanitizer';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';

/** Cleans `source`, expects success, and checks that cleaning the stored bytes again is a no-op. */
function clean(source: string | Buffer): string {
  const result = sanitizeSvgLogo(typeof source === 'string' ? Buffer.from(source) : source);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  const again = sanitizeSvgLogo(Buffer.from(result.svg, 'utf8'));
  expect(again).toEqual({ ok: true, svg: result.svg });
  return result.svg;
}

const svgOf = (body: string) => `${SVG_OPEN}${body}</svg>`;

function expectRefused(source: string | Buffer, message = LOGO_NOT_SVG_MESSAGE) {
  const bytes = typeof source === 'string' ? Buffer.from(source) : source;
  expect(sanitizeSvgLogo(bytes)).toEqual({ ok: false, message });
}

const NORMAL_LOGO = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Generator: a design tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" viewBox="0 0 240 80">
  <title>Grace Church</title>
  <desc>Logo</desc>
  <defs>
    <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#1e3a8a"/>
      <stop offset="1" stop-color="#60a5fa" stop-opacity="0.8"/>
    </linearGradient>
    <radialGradient id="glow" xlink:href="#brand-gradient" cx="0.5" cy="0.5" r="0.5"/>
    <clipPath id="clip"><rect width="240" height="80" rx="8"/></clipPath>
    <path id="cross" d="M18 6h8v12h12v8H26v30h-8V26H6v-8h12z"/>
  </defs>
  <g clip-path="url(#clip)" transform="translate(4 4)">
    <path d="M0 0C40 10 80 -10 120 0S200 10 232 0V72H0Z" fill="url(#brand-gradient)" fill-rule="evenodd"/>
    <circle cx="40" cy="40" r="30" fill="url('#glow')" style="opacity:0.9;stroke:#fff;stroke-width:2"/>
    <use href="#cross" x="22" y="10" fill="#fff"/>
    <text x="84" y="48" font-family="Georgia, serif" font-size="24" fill="#fff">Grace</text>
  </g>
</svg>
`;

describe('sanitizeSvgLogo: what a normal logo keeps', () => {
  it('keeps paths, gradients with their ids and internal references, title and text', () => {
    const svg = clean(NORMAL_LOGO);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<?xml');
    expect(svg).not.toContain('<!--');
    for (const kept of [
      'viewBox="0 0 240 80"',
      '<title>Grace Church</title>',
      '<desc>Logo</desc>',
      '<linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">',
      '<stop offset="1" stop-color="#60a5fa" stop-opacity="0.8"/>',
      '<radialGradient id="glow" xlink:href="#brand-gradient" cx="0.5" cy="0.5" r="0.5"/>',
      '<clipPath id="clip"><rect width="240" height="80" rx="8"/></clipPath>',
      '<path id="cross" d="M18 6h8v12h12v8H26v30h-8V26H6v-8h12z"/>',
      '<g clip-path="url(#clip)" transform="translate(4 4)">',
      '<path d="M0 0C40 10 80 -10 120 0S200 10 232 0V72H0Z" fill="url(#brand-gradient)" fill-rule="evenodd"/>',
      `fill="url('#glow')" style="opacity:0.9;stroke:#fff;stroke-width:2"`,
      '<use href="#cross" x="22" y="10" fill="#fff"/>',
      '<text x="84" y="48" font-family="Georgia, serif" font-size="24" fill="#fff">Grace</text>',
    ]) {
      expect(svg).toContain(kept);
    }
  });

  it('keeps a base64 PNG embedded in an <image>', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const svg = clean(svgOf(`<image href="${png}" width="10" height="10"/>`));
    expect(svg).toContain(`<image href="${png}" width="10" height="10"/>`);
  });

  it('accepts a UTF-8 BOM and non-ASCII text', () => {
    const svg = clean(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(svgOf('<text>Église ✝</text>'))]),
    );
    expect(svg).toBe(svgOf('<text>Église ✝</text>'));
  });
});

describe('sanitizeSvgLogo: what is removed', () => {
  it('removes <script>, whatever its case or namespace trick', () => {
    const svg = clean(
      svgOf(
        '<script>alert(1)</script><script type="text/ecmascript"><![CDATA[alert(2)]]></script><SCRIPT>alert(3)</SCRIPT><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(4)</h:script><path d="M0 0h1"/>',
      ),
    );
    expect(svg).toBe(svgOf('<path d="M0 0h1"/>'));
  });

  it('removes event handler attributes in any case', () => {
    const svg = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" ONLOAD="alert(2)"><rect width="1" height="1" onclick="alert(3)" OnClick="alert(4)" onmouseover="x()"/><g onfocusin="y()"/></svg>',
    );
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><g/></svg>');
  });

  it('removes javascript: links: <a> is unwrapped, xlink:href javascript: dropped', () => {
    const svg = clean(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a href="javascript:alert(1)"><circle r="3"/></a><a xlink:href=" jav&#x09;ascript:alert(2)"><rect width="1" height="1"/></a><use xlink:href="javascript:alert(3)"/><a href="https://example.org/"><path d="M1 1"/></a></svg>`,
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><circle r="3"/><rect width="1" height="1"/><use/><path d="M1 1"/></svg>',
    );
    expect(svg.toLowerCase()).not.toContain('script');
  });

  it('removes <foreignObject> with the HTML inside it', () => {
    const svg = clean(
      svgOf(
        '<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/><iframe src="https://evil.example/"></iframe>Hello</div></foreignObject><rect width="1" height="1"/>',
      ),
    );
    expect(svg).toBe(svgOf('<rect width="1" height="1"/>'));
  });

  it('removes HTML elements placed directly in the SVG', () => {
    const svg = clean(
      svgOf(
        '<div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"/></div><rect width="1" height="1"/>',
      ),
    );
    expect(svg).toBe(svgOf('<rect width="1" height="1"/>'));
  });

  it('drops an <image> href that points outside the file, and data: that is not a raster image', () => {
    const svg = clean(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image href="https://evil.example/x.png" width="1"/><image xlink:href="//evil.example/y.png" width="2"/><image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="3"/><image href="/local.png" width="4"/><feImage href="https://evil.example/z.png"/></svg>`,
    );
    expect(svg).not.toContain('evil.example');
    expect(svg).not.toContain('href');
    expect(svg).toContain('<image width="1"/>');
  });

  it('drops a <use> pointing to another file and keeps one pointing inside', () => {
    const svg = clean(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="local" d="M0 0h4v4z"/></defs><use href="https://evil.example/sprite.svg#x"/><use xlink:href="sprite.svg#y"/><use href="#local" x="5"/><use xlink:href="#local" x="9"/></svg>`,
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="local" d="M0 0h4v4z"/></defs><use/><use/><use href="#local" x="5"/><use xlink:href="#local" x="9"/></svg>',
    );
  });

  it('drops style attributes and presentation attributes that load outside resources', () => {
    const svg = clean(
      svgOf(
        [
          '<rect width="1" style="fill:url(https://evil.example/p.svg#g)"/>',
          '<rect width="2" style="fill: URL( \'//evil.example/p\' )"/>',
          '<rect width="3" style="fill:u\\72l(https://evil.example/)"/>',
          '<rect width="4" style="background-image:image-set(&quot;https://evil.example/i.png&quot; 1x)"/>',
          '<rect width="5" fill="url(https://evil.example/p.svg#g)" filter="url(/f.svg#f)" mask="url(#m)"/>',
          '<rect width="6" style="fill:red;stroke:url(#ok)"/>',
        ].join(''),
      ),
    );
    expect(svg).not.toContain('evil.example');
    expect(svg).toBe(
      svgOf(
        '<rect width="1"/><rect width="2"/><rect width="3"/><rect width="4"/><rect width="5" mask="url(#m)"/><rect width="6" style="fill:red;stroke:url(#ok)"/>',
      ),
    );
  });

  it('removes <style> elements, animations that rewrite links, <a> and comments', () => {
    const svg = clean(
      svgOf(
        '<style>@import url(https://evil.example/a.css); rect { fill: url(https://evil.example/p) }</style><!-- note --><?pi x?><rect width="1"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="xlink:href" to="https://evil.example/"/><animateTransform attributeName="href" type="rotate" from="0" to="1"/><animateTransform attributeName="transform" type="rotate" values="0;360" dur="2s"/></rect>',
      ),
    );
    expect(svg).toBe(
      svgOf(
        '<rect width="1"><animateTransform attributeName="transform" type="rotate" values="0;360" dur="2s"/></rect>',
      ),
    );
  });

  it('drops attributes carrying javascript:, vbscript: or data: anywhere', () => {
    const svg = clean(
      svgOf(
        '<animateMotion values="javascript:alert(1)" dur="1s"/><rect width="1" fill="data:text/html,x" stroke="vbscript:x"/>',
      ),
    );
    expect(svg).toBe(svgOf('<animateMotion dur="1s"/><rect width="1"/>'));
  });

  it('drops editor metadata from other namespaces', () => {
    const svg = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" inkscape:version="1.3"><sodipodi:namedview id="nv" inkscape:zoom="1"/><g inkscape:label="Layer 1"><path d="M0 0h1"/></g></svg>',
    );
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><g><path d="M0 0h1"/></g></svg>');
  });
});

describe('sanitizeSvgLogo: what is refused', () => {
  it('refuses a DOCTYPE with entities (XXE, billion laughs) and any DOCTYPE', () => {
    expectRefused(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svgOf('<text>&b;</text>')}`,
    );
    expectRefused(`<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svgOf('<text>&xxe;</text>')}`);
    expectRefused(
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svgOf('<rect width="1"/>')}`,
    );
    expectRefused(svgOf('<text>&undefined;</text>'));
  });

  it('refuses a PNG file', () => {
    expectRefused(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
  });

  it('refuses an HTML file with an <svg> inside it', () => {
    expectRefused(
      '<!DOCTYPE html><html><body><svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg></body></html>',
    );
    expectRefused(
      '<html xmlns="http://www.w3.org/1999/xhtml"><body><svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg></body></html>',
    );
    expectRefused('<svg xmlns="http://www.w3.org/2000/svg"><p>Not closed</svg>');
  });

  it('refuses an <svg> outside the SVG namespace', () => {
    expectRefused('<svg viewBox="0 0 1 1"><rect width="1"/></svg>');
    expectRefused('<svg xmlns="http://www.w3.org/1999/xhtml"><rect width="1"/></svg>');
  });

  it('refuses a text file, an empty file and whitespace', () => {
    expectRefused('Our logo is a blue cross.\n');
    expectRefused(Buffer.alloc(0));
    expectRefused('  \n');
  });

  it('refuses bytes that are not UTF-8', () => {
    expectRefused(Buffer.from(svgOf('<text>Église</text>'), 'latin1'));
    expectRefused(Buffer.from(`\ufeff${svgOf('<rect width="1"/>')}`, 'utf16le'));
    expectRefused(Buffer.from(svgOf('<rect width="1"/>\u0000'), 'utf8'));
    expectRefused(Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>${svgOf('<text>Église</text>')}`));
  });

  it('accepts a declared non-UTF-8 encoding when every byte is ASCII', () => {
    expect(clean(`<?xml version="1.0" encoding="ISO-8859-1"?>${svgOf('<rect width="1"/>')}`)).toBe(
      svgOf('<rect width="1"/>'),
    );
  });
});

describe('sanitizeSvgLogo: size', () => {
  /** A valid logo padded with path data to exactly `size` bytes. */
  function logoOfSize(size: number): Buffer {
    const head = `${SVG_OPEN}<path d="M0 0`;
    const tail = '"/></svg>';
    const padding = size - head.length - tail.length;
    return Buffer.from(`${head}${' h1'.repeat(Math.floor(padding / 3))}${' '.repeat(padding % 3)}${tail}`);
  }

  it('refuses a file of exactly 1MB ("less than 1MB") before reading it', () => {
    const bytes = logoOfSize(LOGO_MAX_BYTES);
    expect(bytes.length).toBe(1024 * 1024);
    expectRefused(bytes, LOGO_TOO_LARGE_MESSAGE);
    // Not even read: 1MB of binary gets the size message, not the format one.
    expectRefused(Buffer.alloc(LOGO_MAX_BYTES, 0x89), LOGO_TOO_LARGE_MESSAGE);
  });

  it('accepts a file of 1MB less one byte and stores it under 1MB', () => {
    const bytes = logoOfSize(LOGO_MAX_BYTES - 1);
    expect(bytes.length).toBe(1024 * 1024 - 1);
    const result = sanitizeSvgLogo(bytes);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Buffer.byteLength(result.svg)).toBeLessThan(LOGO_MAX_BYTES);
      expect(result.svg.startsWith(`${SVG_OPEN}<path d="M0 0 h1 h1`)).toBe(true);
    }
  });

  it('refuses a logo whose cleaned form would grow past 1MB', () => {
    // Each ">" in text is stored as "&gt;" (4 bytes), so 400KB of them grow to 1.6MB.
    expectRefused(svgOf(`<text>${'>'.repeat(400_000)}</text>`), LOGO_TOO_LARGE_MESSAGE);
  });
});

describe('sanitizeSvgLogo: structure limits (checked while streaming, before a DOM is built)', () => {
  it('refuses nesting deeper than the limit and accepts it at the limit', () => {
    const nested = (depth: number) =>
      `${SVG_OPEN}${'<g>'.repeat(depth - 1)}${'</g>'.repeat(depth - 1)}</svg>`;
    expect(sanitizeSvgLogo(Buffer.from(nested(LOGO_LIMITS.depth))).ok).toBe(true);
    expectRefused(nested(LOGO_LIMITS.depth + 1));
    expectRefused(nested(100_000));
  });

  it('refuses too many elements, nodes or attributes', () => {
    expectRefused(svgOf('<g/>'.repeat(LOGO_LIMITS.elements)));
    expect(sanitizeSvgLogo(Buffer.from(svgOf('<g/>'.repeat(LOGO_LIMITS.elements - 1)))).ok).toBe(true);
    expectRefused(svgOf('<!---->'.repeat(LOGO_LIMITS.nodes)));
    const attributes = (count: number) => Array.from({ length: count }, (_, i) => `a${i}="1"`).join(' ');
    expectRefused(svgOf(`<g ${attributes(LOGO_LIMITS.attributesPerElement + 1)}/>`));
    expectRefused(svgOf(`<g ${attributes(100)}/>`.repeat(LOGO_LIMITS.attributes / 100 + 1)));
  });

  it('removes many unwanted nodes, keeping the wanted ones in order', () => {
    // The pre-pass removes them in linear time (jsdom alone took 7 s for 14,000 comments); how
    // long it takes is for `npm run bench`, not a unit test.
    const svg = clean(svgOf(`${'<g/>'.repeat(5_000)}${'<q/>'.repeat(4_999)}${'<!---->'.repeat(15_000)}`));
    expect(svg).toBe(svgOf('<g/>'.repeat(5_000)));
  });
});
