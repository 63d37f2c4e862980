import { createTheme, Text, Title, type CSSVariablesResolver } from '@mantine/core';

/**
 * Issue 13 item 12: a German or Hungarian compound ("Allgemeine Geschäftsbedingungen" in a 34 px
 * heading) is wider than a 390 px phone. Such a word breaks instead of pushing the page sideways;
 * words that fit are never broken, since break-word only acts on a word longer than its line.
 * Headings also hyphenate (the browser knows the language: <html lang> follows the interface).
 */
const breakLongWords = { overflowWrap: 'break-word' } as const;
const breakLongHeadings = { overflowWrap: 'break-word', hyphens: 'auto' } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links above the WCAG AA contrast of 4.5:1.
  primaryShade: 8,
  // Filled buttons, badges and icons in light colours (yellow, lime, green …) get dark text, not white.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // §9 mobile breakpoint: 960 px = 60em is where the dashboard sidebar collapses.
  breakpoints: { xs: '36em', sm: '48em', md: '60em', lg: '75em', xl: '88em' },
  components: {
    Title: Title.extend({ styles: { root: breakLongHeadings } }),
    Text: Text.extend({ styles: { root: breakLongWords } }),
    // Mantine keeps every closed dropdown in the page (display: none), so a form drew and positioned each
    // select's whole option list on its first render: the registration form's four lists were most of its
    // blocking time on a phone (issue 35 item 11). A list is drawn when it opens; the input names it
    // (aria-controls, aria-expanded) once it reports its id, which apps/web/mantine-patches.ts makes a state.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Text in these colours (`c="green"`, outline buttons, light buttons and the title of a light Alert on its
 * tinted background) is too light in Mantine's palette: yellow.9 on yellow.1 is 2.7:1, green.8 on white
 * 3.5:1, and a hovered light button puts shade 9 on shade 2 (blue 4.0:1, red 4.0:1 under the pointer).
 * Each value is the colour's shade 9 darkened until it reads at least 4.8:1 on white, on gray.0 and on its
 * own shades 0, 1 and 2 (the light variant's background, and its background under the pointer), so it
 * passes AA everywhere the app puts it.
 */
export const READABLE_TEXT = {
  red: '#aa2323',
  orange: '#a9380c',
  yellow: '#9f5200',
  green: '#226f31',
  lime: '#47710a',
  teal: '#076d4e',
  cyan: '#0a6676',
  blue: '#155896',
} as const;

const readableTextVariables = Object.fromEntries(
  Object.entries(READABLE_TEXT).flatMap(([name, value]) => [
    [`--mantine-color-${name}-text`, value],
    [`--mantine-color-${name}-light-color`, value],
    [`--mantine-color-${name}-outline`, value],
  ]),
);

/**
 * Light scheme variables that Mantine sets below WCAG AA (issue 13 item 11):
 *  - "dimmed" grey.6 is 3.3:1 on white; grey.7 is 8:1;
 *  - the error colour (error text, invalid borders and their typed text) red.6 #fa5252 is 3.28:1;
 *    red.9 #c92a2a is 5.5:1 on white and 5.2:1 on gray.0.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Links: blue.8 is 5:1 on white but 4.1:1 on a light red Alert (a "request a new link" inside
    // an error); blue.9 is 6.1:1 on white and at least 4.9:1 on every light variant background.
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    ...readableTextVariables,
  },
  dark: {},
});
