/**
 * Classes of a light landing section below the first screen: laid out, painted and its pictures
 * fetched only once it nears the viewport (content-visibility), so the first paint and the hero
 * picture get a phone's CPU and connection to themselves. It remembers its size once rendered.
 * Dark sections are left out: axe (the accessibility check, Lighthouse's too) cannot see the
 * background of content not rendered yet and judges their white text against the light page.
 */
export const OFFSCREEN_SECTION = '[content-visibility:auto] [contain-intrinsic-size:auto_60rem]';
