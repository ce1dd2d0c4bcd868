// Self-hosted Inter from npm (see fonts.css for why the display is `optional`).
import './fonts.css';
