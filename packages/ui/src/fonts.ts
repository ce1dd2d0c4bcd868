// Self-hosted Inter from npm: the font files ship with the site, no request to a font CDN.
import '@fontsource-variable/inter/wght.css';
