// Self-hosted Inter from npm (see fonts.css for why the display is `optional`).
import './fonts.css';
import coreFace from './fonts/inter-core-wght-normal.woff2';

/**
 * The URL of the core face every page asks for, for a preload link: without one the browser finds the font
 * only once the stylesheet has arrived and the text is laid out, one round trip after the stylesheet.
 */
export const coreFontUrl: string = coreFace;
